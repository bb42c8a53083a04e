import { StaticContentView } from "../components/StaticContentView.tsx";

export function AboutUsPage() {
  return <StaticContentView slug="about-us" />;
}

export { AboutUsPage as Component };
