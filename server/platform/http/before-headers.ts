import type { Response } from "express";

/** Runs `listener` once, just before the response's status line and headers go out. */
export function beforeHeaders(res: Response, listener: () => void) {
  const writeHead = res.writeHead;
  let fired = false;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!fired) {
      fired = true;
      if (typeof args[0] === "number") this.statusCode = args[0];
      listener();
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}
