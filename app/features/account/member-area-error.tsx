import { accountTexts } from "../../../domain/account-texts";
import { commonTexts } from "../../../domain/common-texts";

/** Shown when the member's data cannot be loaded (spec §8: profile load failures in Thai). */
export function MemberAreaError() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{accountTexts.profileLoadFailed}</h1>
      <p className="text-gray-600">{commonTexts.tryAgain}</p>
      <a href="/" className="rounded-full bg-brand-500 px-6 py-2 font-medium text-white hover:bg-brand-600">
        {commonTexts.backHome}
      </a>
    </div>
  );
}
