import { accountTexts } from "../../../domain/members/account-texts";
import { commonTexts } from "../../../domain/shared/common-texts";
import { MessagePage } from "../../ui/message-page";

/** Shown when the member's data cannot be loaded (spec §8: profile load failures in Thai). */
export function MemberAreaError() {
  return <MessagePage title={accountTexts.profileLoadFailed} hint={commonTexts.tryAgain} link={{ to: "/", label: commonTexts.backHome, reload: true }} />;
}
