import { useSearchParams } from "react-router";
import { LiteLink, liteStyles } from "../../../components/lite/index.ts";
import { SignInErrorAlert } from "../components/SignInErrorAlert.tsx";
import { signInProblem } from "../components/sign-in-error.ts";
import styles from "./AuthErrorPage.module.css";

/** The auth error page (spec section 2): the sign-in error of the address, as alert and toast. Lite, as sign-in. */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  const error = params.get("error") || "Default";
  return (
    <>
      <h1 className={liteStyles.h1}>Sign-in error</h1>
      <div className={styles.problem}>
        <SignInErrorAlert problem={signInProblem(error)} />
      </div>
      <LiteLink
        to="/auth/signin"
        className={`${liteStyles.button} ${liteStyles.contained} ${liteStyles.inline} ${styles.back}`}
      >
        Back to sign in
      </LiteLink>
    </>
  );
}

export { AuthErrorPage as Component };
