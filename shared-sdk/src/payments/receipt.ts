/** A receipt's number as people read it, on the printable receipt and in its e-mail: 'LEC-000035'. */
export const receiptNumber = (orderId: number) => `LEC-${String(orderId).padStart(6, '0')}`;
