import type { EducatorSummary } from '@lectern/shared-sdk';
import { ConfirmDialog, type useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { activateText, deactivateText, removeText } from './use-educators';

type Confirmation = ReturnType<typeof useConfirm<EducatorSummary>>;

/** The confirmations behind Make Inactive / Make Active and Remove, on the list and on the detail page alike. */
export function EducatorActionDialogs({ toggle, removal }: { toggle: Confirmation; removal: Confirmation }) {
  const toggling = toggle.subject;
  const activating = toggling?.isApproved === false;
  return (
    <>
      <ConfirmDialog
        {...toggle.dialog}
        title={activating ? 'Make Educator Active?' : 'Make Educator Inactive?'}
        description={toggling ? (activating ? activateText(toggling.name) : deactivateText(toggling.name)) : ''}
        confirmLabel={activating ? 'Make Active' : 'Make Inactive'}
        color={activating ? 'success' : 'primary'}
      />
      <ConfirmDialog
        {...removal.dialog}
        title="Remove Educator?"
        description={removal.subject ? removeText(removal.subject.name) : ''}
        confirmLabel="Remove"
        color="error"
      />
    </>
  );
}
