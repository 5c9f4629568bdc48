// The third of the boot's steps (see boot.ts): the data layer under the app's components, evaluated
// on its own before them. It is the session, the saved lists, the queue of saves made offline and
// the offline store, with the parts of the data cache they use. In the app's last step these were
// about half of what it evaluated.
export { hydrate, useInfiniteQuery, useMutation } from '@tanstack/react-query';
export { AuthProvider } from '../lib/auth/auth-provider.tsx';
export { useOfflineNavigation } from '../lib/offline/use-offline-navigation.ts';
export { queueSave } from '../lib/offline/pending-saves.ts';
export { useSetBookmark } from '../entities/saved/api/toggle-bookmark.ts';
export { useToggleFavorite } from '../entities/saved/api/toggle-favorite.ts';
export { toSavedPage } from '../entities/saved/api/saved-page.ts';
export { retryUnlessClientError } from '../lib/query-errors.ts';
