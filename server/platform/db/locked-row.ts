/**
 * The one row a select picks, locked until the transaction ends (`FOR UPDATE`), or undefined: how
 * a write reads what it is about to change, so a second write of the same row waits for it.
 */
export async function lockedRow<Row>(select: { for(strength: "update"): PromiseLike<Row[]> }): Promise<Row | undefined> {
  const [row] = await select.for("update");
  return row;
}
