import { EDITOR_MESSAGES } from '@sendero/contract';
import { FormMessage } from '../../../components/form-message.tsx';
import { EditorDesk, isAdmin } from '../components/editor-desk.tsx';
import { RoleForm } from '../components/role-form.tsx';

/** /editor/people: admins give roles (issue 32); an editor reads that only admins can. */
export function PeoplePage() {
  return (
    <EditorDesk title="People">
      {(me) =>
        isAdmin(me) ? (
          <RoleForm />
        ) : (
          <FormMessage kind="error">{EDITOR_MESSAGES.adminsOnly}</FormMessage>
        )
      }
    </EditorDesk>
  );
}
