/** The drawn size of a service picture (8:5): the hub's cards and the detail page's hero (one tiny module, so
 * that neither page carries the other's content for it). */
export const SERVICE_IMAGE = [320, 200] as const;
