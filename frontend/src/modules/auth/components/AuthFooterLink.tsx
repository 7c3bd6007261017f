import { AnchorButton } from '@blueprintjs/core';
import { useLinkProps } from '../../../ui/useLinkProps';

interface AuthFooterLinkProps {
  /** The sentence before the link, if any. */
  lead?: string;
  text: string;
  to: string;
  testId?: string;
}

/** "Already have an account? Sign in" and the like, under an auth form. */
export function AuthFooterLink({ lead, text, to, testId }: AuthFooterLinkProps) {
  const link = useLinkProps();
  return (
    <div className="ams-auth-footer">
      {lead && <span>{lead}</span>}
      <AnchorButton variant="minimal" intent="primary" data-testid={testId} {...link(to)}>
        {text}
      </AnchorButton>
    </div>
  );
}
