import { Drawer } from 'antd';
import { ApprovalPanel, type ApprovalTarget } from './approval-panel';
import { approvalMessages as text } from './approval-messages';

/** An approval in a side drawer over the list it was opened from. */
export function ApprovalDrawer({ target, onClose, onChanged }: { target: ApprovalTarget | null; onClose(): void; onChanged?(): void }) {
  return (
    <Drawer open={target !== null} onClose={onClose} width={980} title={text.drawerTitle} destroyOnHidden className="approval-drawer">
      {target ? <ApprovalPanel target={target} onChanged={onChanged} /> : null}
    </Drawer>
  );
}
