import { LiteLink, liteStyles } from "../../../components/lite/index.ts";

/** Where the e-mailed sign-in link sends the visitor to wait. Lite, as the sign-in page it follows. */
export function VerifyRequestPage() {
  return (
    <>
      <h1 className={liteStyles.h1}>Check your email</h1>
      <p className={liteStyles.body}>
        A sign-in link has been sent to your email address. Open it on this device to sign in.
      </p>
      <LiteLink to="/auth/signin">Back to sign in</LiteLink>
    </>
  );
}

export { VerifyRequestPage as Component };
