import { StaticContentView } from "../components/StaticContentView.tsx";

export function EulaPage() {
  return <StaticContentView slug="eula" />;
}

export { EulaPage as Component };
