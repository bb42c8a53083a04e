/** Query keys of this feature: every change invalidates `data-requests`. */
export const DATA_REQUESTS_KEY = ["data-requests"] as const;
export const myRequestsKey = (query: object) => [...DATA_REQUESTS_KEY, "mine", query] as const;
export const myRequestKey = (id: string) => [...DATA_REQUESTS_KEY, "mine", "one", id] as const;
export const adminRequestsKey = (query: object) => [...DATA_REQUESTS_KEY, "admin", query] as const;
export const adminRequestKey = (id: string) => [...DATA_REQUESTS_KEY, "admin", "one", id] as const;
export const assigneesKey = [...DATA_REQUESTS_KEY, "assignees"] as const;

export const deliveryUrl = (id: string) => `/api/data-delivery/${encodeURIComponent(id)}`;
