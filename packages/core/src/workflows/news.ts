import { NEWS_STATUSES, type NewsStatus } from "../content/news.ts";
import type { Workflow, WorkflowRight } from "./workflow.ts";

export const NEWS_ACTIONS = ["publish", "unpublish"] as const;
export type NewsAction = (typeof NEWS_ACTIONS)[number];

/** Staff who manage News (admin; superadmin and system may not view it, section 6). */
const EDITOR: WorkflowRight = ["update", "News"];

/** A news item: written as a draft, published for everyone, unpublished (and republished) by staff. */
export const NEWS_WORKFLOW: Workflow<NewsStatus, NewsAction, never, never> = {
  name: "news",
  statuses: NEWS_STATUSES,
  initial: "draft",
  terminal: [],
  stable: ["draft", "published", "unpublished"],
  actions: NEWS_ACTIONS,
  guards: {},
  facts: {},
  describe: {
    draft: "Written, not yet shown to anyone but staff.",
    published: "Shown to everyone on the news pages, newest first.",
    unpublished: "Taken down; staff may edit it and publish it again.",
  },
  transitions: [
    { action: "publish", from: ["draft", "unpublished"], to: "published", can: EDITOR },
    { action: "unpublish", from: ["published"], to: "unpublished", can: EDITOR },
  ],
};
