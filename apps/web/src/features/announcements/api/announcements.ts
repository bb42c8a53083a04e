import type { newDataBodySchema } from "@strata/core";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { type ApiAnswer, type ApiBody, api } from "../../../lib/api.ts";

/** The admin CRUD of new-data announcements (section 7); the New Data page reads the same rows. */
export const ANNOUNCEMENTS_BASE = "/api/admin/data-preparation/announcements";

export type AnnouncementsPage = ApiAnswer<"/api/admin/data-preparation/announcements">;
export type AdminAnnouncement = AnnouncementsPage["result"][number];
export type AnnouncementInput = z.input<typeof newDataBodySchema>;
export type AnnouncementBody = ApiBody<"/api/admin/data-preparation/announcements">;

/** Everything under `all` is refetched after a change; the public New Data list (`new-data`) too. */
export const announcementKeys = {
  all: ["admin-announcements"] as const,
  page: (page: number, pageSize: number) => ["admin-announcements", { page, pageSize }] as const,
  publicList: ["new-data"] as const,
};

/** GET: one page of every announcement, drafts first, then newest first. */
export function announcementsQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: announcementKeys.page(page, pageSize),
    queryFn: ({ signal }) =>
      api.GET("/api/admin/data-preparation/announcements", { params: { query: { page, pageSize } }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(page: number, pageSize: number) {
  return useQuery(announcementsQuery(page, pageSize));
}

export function createAnnouncement(body: AnnouncementBody): Promise<AdminAnnouncement> {
  return api.POST("/api/admin/data-preparation/announcements", { body });
}

export function updateAnnouncement(id: string, body: AnnouncementBody): Promise<AdminAnnouncement> {
  return api.PUT("/api/admin/data-preparation/announcements/{id}", { params: { path: { id } }, body });
}

export function deleteAnnouncement(id: string) {
  return api.DELETE("/api/admin/data-preparation/announcements/{id}", { params: { path: { id } } });
}
