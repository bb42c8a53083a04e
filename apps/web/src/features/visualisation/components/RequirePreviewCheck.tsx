import { Outlet } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { PREVIEW_ABILITIES } from "../can-preview.ts";
import { PreviewLocked } from "./PreviewLocked.tsx";

/** The previews need data visualisation or bid-round data visualisation; others see the locked entry. */
export function RequirePreviewCheck() {
  const ability = useAppAbility();
  if (PREVIEW_ABILITIES.some(([action, subject]) => ability.can(action, subject))) return <Outlet />;
  return (
    <>
      <PageHeader title="Data visualisation" />
      <PreviewLocked />
    </>
  );
}
