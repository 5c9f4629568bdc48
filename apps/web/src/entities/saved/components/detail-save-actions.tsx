import { type SavedType } from '@sendero/contract';
import { DetailActions } from '../../../components/detail/detail-actions.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { BookmarkButton, FavoriteButton } from './save-buttons.tsx';

interface DetailSaveActionsProps {
  /** Names the group for assistive technology: 'Tour actions'. */
  label: string;
  targetType: SavedType;
  target: { id: number; favorited?: boolean; bookmarked?: boolean };
  share: { title: string; text: string };
  /** See DetailActions. */
  mobileBar?: boolean;
  /** False keeps the Favorite button as it is until the server answers. */
  optimisticFavorite?: boolean;
}

/** Share, Favorite and Bookmark of a detail page; both save buttons check their state on open. */
export function DetailSaveActions({
  label,
  targetType,
  target,
  share,
  mobileBar = true,
  optimisticFavorite = true,
}: DetailSaveActionsProps) {
  return (
    <DetailActions label={label} mobileBar={mobileBar}>
      <ShareButton title={share.title} text={share.text} />
      <FavoriteButton
        targetType={targetType}
        targetId={target.id}
        initial={target.favorited ?? false}
        optimistic={optimisticFavorite}
        verify
        withLabel
      />
      <BookmarkButton
        targetType={targetType}
        targetId={target.id}
        initial={target.bookmarked ?? false}
        verify
        withLabel
      />
    </DetailActions>
  );
}
