import { ConfirmationWidget } from './confirmation-widget.tsx';
import { useEmailVerifiedFlag } from './email-verified-flag.ts';

/** The widget where a signed-in person with an unconfirmed email sees it before generating (the builder's top). */
export function EmailConfirmationPanel() {
  const [emailVerified, setEmailVerified] = useEmailVerifiedFlag();
  if (emailVerified) return null;
  return (
    <div className="mb-6">
      <ConfirmationWidget emailVerified={emailVerified} setEmailVerified={setEmailVerified} />
    </div>
  );
}
