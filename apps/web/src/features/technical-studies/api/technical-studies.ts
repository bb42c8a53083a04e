import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, type ApiPathParams, api } from "../../../lib/api.ts";

export type TechnicalStudyDetail = ApiAnswer<"/api/technical-studies/{id}">;
/** A workspace in the list. */
export type TechnicalStudyRow = ApiAnswer<"/api/technical-studies">["result"][number];
type ReportMove = ApiBody<"/api/technical-studies/{id}/report/{action}">;
export type ReportAction = ApiPathParams<"/api/technical-studies/{id}/report/{action}", "post">["action"];

export const TECHNICAL_STUDIES_KEY = ["technical-studies"] as const;
/** Where a study's document or report version downloads from (a plain link: the session cookie goes along). */
export const studyFileUrl = (id: string, fileId: string) =>
  `/api/technical-studies/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`;

/** GET /api/technical-studies: the viewer's organisation's workspaces, or every one for data staff. */
export function useTechnicalStudies(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...TECHNICAL_STUDIES_KEY, "list", page, pageSize],
    queryFn: ({ signal }) =>
      api.GET("/api/technical-studies", { params: { query: { page, pageSize } }, signal }),
  });
}

export function technicalStudyQuery(id: string) {
  return queryOptions({
    queryKey: [...TECHNICAL_STUDIES_KEY, "detail", id],
    queryFn: ({ signal }) => api.GET("/api/technical-studies/{id}", { params: { path: { id } }, signal }),
  });
}

/** GET /api/technical-studies/{id}: the workspace. */
export function useTechnicalStudy(id: string) {
  return useQuery(technicalStudyQuery(id));
}

/** GET /api/technical-studies/organisations: the staff form's organisation picker. */
export function useStudyOrganisations(enabled: boolean) {
  return useQuery({
    queryKey: [...TECHNICAL_STUDIES_KEY, "organisations"],
    queryFn: ({ signal }) => api.GET("/api/technical-studies/organisations", { signal }),
    select: (data) => data.result,
    enabled,
  });
}

/** Every write answers the whole workspace: it becomes the cached detail, and lists refresh. */
function useStudyWrite<V>(write: (vars: V) => Promise<TechnicalStudyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (detail) => {
      queryClient.setQueryData(technicalStudyQuery(detail.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [...TECHNICAL_STUDIES_KEY, "list"] });
    },
  });
}

export const useCreateStudy = () =>
  useStudyWrite((body: ApiBody<"/api/technical-studies">) => api.POST("/api/technical-studies", { body }));

export const useAddMilestone = (id: string) =>
  useStudyWrite((body: ApiBody<"/api/technical-studies/{id}/milestones">) =>
    api.POST("/api/technical-studies/{id}/milestones", { params: { path: { id } }, body }),
  );

export const useUpdateMilestone = (id: string) =>
  useStudyWrite(
    ({
      milestoneId,
      ...body
    }: ApiBody<"/api/technical-studies/{id}/milestones/{milestoneId}", "patch"> & {
      milestoneId: string;
    }) =>
      api.PATCH("/api/technical-studies/{id}/milestones/{milestoneId}", {
        params: { path: { id, milestoneId } },
        body,
      }),
  );

export const useDeleteMilestone = (id: string) =>
  useStudyWrite((milestoneId: string) =>
    api.DELETE("/api/technical-studies/{id}/milestones/{milestoneId}", {
      params: { path: { id, milestoneId } },
    }),
  );

export const useDeleteDocument = (id: string) =>
  useStudyWrite((fileId: string) =>
    api.DELETE("/api/technical-studies/{id}/documents/{fileId}", { params: { path: { id, fileId } } }),
  );

const formOf = (file: File) => {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
};

export const useAddDocument = (id: string) =>
  useStudyWrite((file: File) =>
    api.postForm("/api/technical-studies/{id}/documents", formOf(file), { params: { path: { id } } }),
  );

export const useUploadReport = (id: string) =>
  useStudyWrite((file: File) =>
    api.postForm("/api/technical-studies/{id}/report", formOf(file), { params: { path: { id } } }),
  );

export const useMoveReport = (id: string) =>
  useStudyWrite((vars: { action: ReportAction } & ReportMove) =>
    api.POST("/api/technical-studies/{id}/report/{action}", {
      params: { path: { id, action: vars.action } },
      body: { from: vars.from, note: vars.note },
    }),
  );
