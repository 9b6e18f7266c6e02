/**
 * Server messages in English: the source every other locale translates. Keys are reply codes
 * (SPEC §8 and our generic classes) and a few named texts. `{name}` is a placeholder that every
 * translation keeps unchanged.
 */
export const en = {
  '200': 'Success',
  '400': 'Invalid request',
  '401': 'Please log in again',
  '403': 'You do not have permission to do this',
  '404': 'Not found',
  '409': 'This request conflicts with the current state; refresh and try again',
  '413': 'The request is too large (limit {limit})',
  '422': 'This request key was already used for a different request',
  '429': 'Too many attempts; try again in {seconds} seconds',
  '460': 'Switch to a real account for this operation; demo accounts cannot use this feature',
  '461':
    'Unreasonable stop-loss/take-profit setting: a stop loss must be below the price for a buy and above it for a sell, a take profit the other way round',
  '462': 'The price must be a whole multiple of {step}',
  '463': 'The quantity must be a whole multiple of {step}, and at least {step}',
  '464': 'A post-only order would trade at once, so it was not placed',
  '465': 'Image format wrong: upload a JPG, JPEG 2000 or PNG image',
  '466': 'The image size cannot exceed {limit}',
  '467': 'The image is too large: at most {limit}',
  '468': 'Upload the required images or proof',
  '469': 'Not signed: please sign in the box',
  '470': 'Sign-in could not be verified; please try again',
  '471': 'The minimum deposit for {coin} is {minimum}',
  '472': 'Do not exchange the same currency',
  '473': 'Set a withdrawal password first',
  '474': 'This address is not valid for the {network} network',
  '475': 'The minimum withdrawal of {asset} is {minimum}',
  '476': 'The two-factor code is wrong or was already used',
  '477': 'A deposit with this transaction hash was already submitted',
  '478': 'No live price for this exchange right now; try again shortly',
  '500': 'Unknown error',
  '503': 'Service temporarily unavailable; please try again shortly',
  '10001': 'Enter a username or email',
  '10002': 'The email address is not valid',
  '10003': 'Username input error',
  '10004': 'Wrong password',
  '10005': 'Abnormal user status',
  '10006': 'This username already exists',
  '10007': 'This email or phone number is already registered',
  '10008': 'Wrong user status',
  '10009': 'No matching user',
  '10010': 'Wrong smart trading (expert advisor) product',
  '10011': 'Insufficient balance; top up or release the deposit before buying',
  '10012': 'No matching days',
  '10013': 'Wrong investment amount',
  '10014': 'Wrong options product',
  '10015': 'Not available for trading now',
  '10016': 'Wrong purchase amount',
  '10017': 'No matching period',
  '10018': 'Failed to get system parameters',
  '10019': 'Wrong authentication status',
  '10020': 'Wrong collection status',
  '10021': 'Receiving address not filled in',
  '10022': 'User not real-name verified',
  '10023': 'Wrong loan term',
  '10024': 'You have already bought this product',
  '10025': 'Choose a withdrawal method',
  '10089': 'Do not send repeatedly; wait {seconds} seconds',
  '10090': 'Send the verification code first',
  '10091': 'Verification code error',
  '10092': 'Insufficient balance',
  '10093': 'Wrong withdrawal password',
  '20001': 'Submitted for review',
  '20002': 'Recharge added and submitted for review',
  '20003': 'Withdrawal added and submitted for review',
  '20004': 'Purchase successful',
  '20005': 'Changed successfully',
  'mail.code.subject': 'Your Meridian verification code',
  'mail.code.body':
    'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  'sms.code.body': 'Meridian code: {code} (valid {minutes} min)',
  'notification.welcome.title': 'Welcome to Meridian',
  'notification.welcome.body':
    'Your demo account holds {amount} USDT of virtual money to practise with.',
  'notification.demoReset.title': 'Demo account reset',
  'notification.demoReset.body': 'Your demo account was reset to {amount} USDT.',
  'notification.passwordChanged.title': 'Password changed',
  'notification.passwordChanged.body':
    'Your login password was changed. If this was not you, contact support at once.',
  'notification.orderFilled.title': 'Order filled',
  'notification.orderFilled.body': 'Your pending {code} order for {lots} lots opened at {price}.',
  'notification.orderCancelled.title': 'Pending order cancelled',
  'notification.orderCancelled.body':
    'Your pending {code} order for {lots} lots could not open at {price}: not enough free margin. The held margin was released.',
  'notification.stopLoss.title': 'Stop loss triggered',
  'notification.stopLoss.body':
    'Your {code} position of {lots} lots was closed at {price}. Profit: {profit} USDT.',
  'notification.takeProfit.title': 'Take profit reached',
  'notification.takeProfit.body':
    'Your {code} position of {lots} lots was closed at {price}. Profit: {profit} USDT.',
  'notification.stopOut.title': 'Stop-out: position closed',
  'notification.stopOut.body':
    'Your margin level fell below {level}%, so your {code} position of {lots} lots was closed at {price}. Profit: {profit} USDT.',
  'notification.optionWon.title': 'Option won',
  'notification.optionWon.body':
    'Your {code} option closed at {price} against a strike of {strike}. {returned} USDT was paid to you.',
  'notification.optionLost.title': 'Option lost',
  'notification.optionLost.body':
    'Your {code} option closed at {price} against a strike of {strike}. The stake of {stake} USDT was lost.',
  'notification.optionDraw.title': 'Option ended level',
  'notification.optionDraw.body':
    'Your {code} option closed at the strike price {strike}. The stake of {stake} USDT was refunded.',
  'notification.smartSettled.title': 'Smart plan settled',
  'notification.smartSettled.body':
    'Day {day} of your {product} plan: its value changed by {change} USDT. {paid} USDT was paid to you (platform share {platform} USDT).',
  'notification.smartEnded.title': 'Smart plan ended',
  'notification.smartEnded.body':
    'Your {days}-day {product} plan ended. {returned} USDT returned to your balance; total revenue {revenue} USDT.',
  'notification.smartExited.title': 'Smart plan ended early',
  'notification.smartExited.body':
    'Your {product} plan was ended early. Damages of {damages} USDT were deducted and {returned} USDT returned to your balance; total revenue {revenue} USDT.',
  'notification.optionVoid.title': 'Option refunded',
  'notification.optionVoid.body':
    'No price was recorded for {code} at the expiry of your option, so the stake of {stake} USDT was refunded.',
  'validation.required': '{field} is required',
  'validation.invalid': '{field} is not valid',
  'validation.passwordRule': 'The password must be 8 to 64 characters with letters and digits',
  'validation.withdrawalPasswordRule': 'The withdrawal password must be 6 to 64 characters',
  'validation.passwordsDiffer': 'The passwords are not the same',
  'validation.staffPasswordRule': 'A staff password must be at least 10 characters',
  'validation.inviteCodeUnknown': 'No account has this invite code',
  'notification.kycVerified.title': 'Identity verified',
  'notification.kycVerified.body':
    'Your identity verification was approved. Deposits, withdrawals and loans are open to you.',
  'notification.kycFailed.title': 'Identity verification failed',
  'notification.kycFailed.body':
    'Your identity verification was not approved: {reason}. You can correct it and submit again.',
  'notification.depositApproved.title': 'Deposit credited',
  'notification.depositApproved.body':
    'Your deposit of {amount} {asset} was approved and credited to your real account.',
  'notification.depositRejected.title': 'Deposit rejected',
  'notification.depositRejected.body': 'Your deposit of {amount} {asset} was rejected: {reason}.',
  'notification.withdrawalApproved.title': 'Withdrawal paid out',
  'notification.withdrawalApproved.body':
    'Your withdrawal of {amount} {asset} was approved; {received} {asset} was sent.',
  'notification.withdrawalPasswordSet.title': 'Withdrawal password set',
  'notification.withdrawalPasswordSet.body':
    'A withdrawal password was set on your account. If this was not you, contact support at once.',
  'notification.withdrawalPasswordChanged.title': 'Withdrawal password changed',
  'notification.withdrawalPasswordChanged.body':
    'Your withdrawal password was changed. If this was not you, contact support at once.',
  'notification.withdrawalRejected.title': 'Withdrawal rejected',
  'notification.withdrawalRejected.body':
    'Your withdrawal of {amount} {asset} was rejected: {reason}. The amount was returned to your available balance.',
  '479': 'Two-factor sign-in is on: enter the code from your authenticator app',
  '480': 'Two-factor sign-in is already on',
  '481': 'Two-factor sign-in is not on, or its set-up has expired; start again',
  'notification.newDeviceSignIn.title': 'New sign-in to your account',
  'notification.newDeviceSignIn.body':
    'Your account was signed in from a new device: {device}, address {ip}. If this was not you, change your password and end that session under Security.',
  'notification.twoFactorEnabled.title': 'Two-factor sign-in turned on',
  'notification.twoFactorEnabled.body':
    'Two-factor sign-in was turned on for your account. Keep your recovery codes somewhere safe.',
  'notification.twoFactorDisabled.title': 'Two-factor sign-in turned off',
  'notification.twoFactorDisabled.body':
    'Two-factor sign-in was turned off for your account. If this was not you, contact support at once.',
  'mail.newDevice.subject': 'New sign-in to your Meridian account',
  'mail.newDevice.body':
    'Your Meridian account was signed in at {time} from a new device: {device}, address {ip}. If this was you, nothing needs to be done. If not, change your password at once and end that session under Account > Security.',
  '482': 'At most {maximum} {coin} can be reported in one deposit',
  '483': 'This sign-in method is not enabled on this platform',
  '484': 'Intelligent trading is not enabled',
  '485': 'The early-exit figures have changed; look at the new quote and confirm again',
  '486': 'This plan is no longer running',
  '487':
    'The loan rates have changed since you were shown them; look at the new quote and sign again',
  '488': 'The amount due is now {amount} USDT; look at it and confirm again',
  '489': 'This loan is not being repaid (it is under review, rejected or already repaid)',
  '490': 'Repay your overdue loan before borrowing again',
  '491': 'Enter an amount from {min} to {limit} USDT',
  'notification.loanApproved.title': 'Loan approved',
  'notification.loanApproved.body':
    'Your loan no. {id} was approved: {amount} USDT was paid into your real account. Repay it by {date} (UTC).',
  'notification.loanRejected.title': 'Loan not approved',
  'notification.loanRejected.body':
    'Your loan application no. {id} was not approved: {reason}. Nothing was paid out and nothing is owed.',
  'notification.loanRepaid.title': 'Loan repaid',
  'notification.loanRepaid.body':
    'Loan no. {id} is repaid: {amount} USDT was taken from your available balance. Thank you.',
  'notification.loanOverdue.title': 'Loan overdue',
  'notification.loanOverdue.body':
    'Loan no. {id} was not repaid on its date and your balance could not cover it. Each day from now is billed at the overdue rate of {rate}% ({daily} USDT a day) until you repay, and your credit points fell to {points}.',
  'notification.loanDueSoon.title': 'Loan due in 3 days',
  'notification.loanDueSoon.body':
    'Loan no. {id} is due on {date} (UTC): {amount} USDT if repaid today. Keep that amount available and it is repaid automatically on the date.',
  'notification.loanDueTomorrow.title': 'Loan due tomorrow',
  'notification.loanDueTomorrow.body':
    'Loan no. {id} is due tomorrow, {date} (UTC): {amount} USDT if repaid today. Keep that amount available and it is repaid automatically on the date.',
  'notification.loanDueToday.title': 'Loan due today',
  'notification.loanDueToday.body':
    'Loan no. {id} is due today, {date} (UTC): {amount} USDT. Keep it available in your real account and it is repaid automatically; if not, overdue interest starts.',
  'notification.loanOverdueReminder.title': 'Loan overdue: day {days}',
  'notification.loanOverdueReminder.body':
    'Loan no. {id} has been overdue since {date} (UTC). Repaying it today costs {amount} USDT; each further day adds overdue interest.',
  '492': 'Your bid must be at least {minimum} USDT',
  '493': 'The buy-now price is {price} USDT now; look at it again before buying',
  'notification.nftOutbid.title': 'You were outbid',
  'notification.nftOutbid.body':
    'Someone bid {amount} USDT on “{title}”. Your bid of {returned} USDT is back in your available balance.',
  'notification.nftWon.title': 'You won the auction',
  'notification.nftWon.body':
    'You won “{title}” for {amount} USDT. All of it went to the charity, and the item is in My NFTs. Thank you!',
  'notification.nftAuctionEnded.title': 'Auction ended',
  'notification.nftAuctionEnded.body':
    'The auction for “{title}” ended at {amount} USDT and another bidder won. Your money was released when you were outbid.',
  'notification.nftReserveNotMet.title': 'Auction ended below the reserve',
  'notification.nftReserveNotMet.body':
    'The auction for “{title}” ended below its reserve price, so nobody won. Your bid of {returned} USDT is back in your available balance.',
  'notification.nftBought.title': 'Purchase complete',
  'notification.nftBought.body':
    'You bought “{title}” for {amount} USDT; all of it went to the charity. The item is in My NFTs.',
  'notification.nftSoldToBuyer.title': 'Sold at the buy-now price',
  'notification.nftSoldToBuyer.body':
    'Someone bought “{title}” at its buy-now price before your bid met the reserve. Your bid of {returned} USDT is back in your available balance.',
  'notification.chatReply.title': 'Customer service replied',
  'notification.chatReply.body': 'Our team replied to your conversation: “{preview}”',
  'chat.mail.replySubject': 'Meridian customer service replied',
  'chat.mail.replyBody':
    'Our team replied to your conversation:\n\n{messages}\n\nReply or continue the conversation here: {link}',
  'chat.mail.transcriptSubject': 'Your conversation with Meridian customer service',
  'chat.mail.transcriptBody':
    'Thank you for contacting us. Here is the transcript of your conversation (times in UTC):\n\n{transcript}\n\nContinue the conversation here: {link}',
  'chat.sender.you': 'You',
  'chat.sender.staff': 'Customer service',
  'chat.image': '[image]',
  'chat.canned.greeting.title': 'Greeting',
  'chat.canned.greeting.text':
    'Hello, thank you for contacting Meridian. How can I help you today?',
  'chat.canned.checking.title': 'Checking',
  'chat.canned.checking.text': 'Thank you. Let me check that for you; it will take a moment.',
  'chat.canned.kycReview.title': 'Identity verification under review',
  'chat.canned.kycReview.text':
    'Your identity verification is with our compliance team. Reviews are usually done within one business day, and you will get a notification as soon as it is decided.',
  'chat.canned.depositReview.title': 'Deposit under review',
  'chat.canned.depositReview.text':
    'Your deposit is being checked against the blockchain. Once it is confirmed it is credited to your real account and you are notified.',
  'chat.canned.withdrawalReview.title': 'Withdrawal under review',
  'chat.canned.withdrawalReview.text':
    'Your withdrawal is waiting for review. The amount is frozen in your account meanwhile; if it is rejected, it returns to your available balance in full.',
  'chat.canned.closing.title': 'Closing',
  'chat.canned.closing.text':
    'Is there anything else I can help you with? If not, I will close this conversation; you can rate it afterwards.',
} as const;

export type ServerMessageKey = keyof typeof en;
export type ServerMessages = Record<ServerMessageKey, string>;
