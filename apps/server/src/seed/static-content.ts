/** The first text of the static pages; staff replace it through the admin API. */
export const DEFAULT_STATIC_CONTENT = [
  {
    slug: "about-us",
    title: "About Strata",
    body: [
      "Strata is the subscription portal of the national repository of upstream oil and gas data.",
      "Subscribers browse the catalogue of seismic 2D and 3D surveys, well logs, technical reports and non-seismic surveys, see them on a map, and download them in packages.",
      "Organisations apply for a subscription, and their users get the access of their tier: basic, standard, premium, academic, research, bid round and more.",
      "For questions about data or subscriptions, write to the data repository team.",
    ].join("\n\n"),
  },
  {
    slug: "eula",
    title: "End User Licence Agreement",
    body: [
      "1. Licence. The repository grants the subscribing organisation a non-exclusive, non-transferable licence to use the data for its internal evaluation of petroleum prospects in Malaysia.",
      "2. Restrictions. The data may not be resold, published or disclosed to third parties without written consent.",
      "3. Confidentiality. Users keep the data and their credentials confidential and report any unauthorised access at once.",
      "4. Term. The licence lasts for the subscription period and ends when the subscription expires, is revoked or is suspended.",
      "5. Liability. The data is provided as is, without warranty of accuracy or fitness for a particular purpose.",
    ].join("\n\n"),
  },
];
