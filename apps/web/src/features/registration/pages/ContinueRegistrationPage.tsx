export { ContinueRegistrationPage as Component } from "./VerifyEmailPage.tsx";
