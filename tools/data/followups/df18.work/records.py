"""df18 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL.

Each turn is (role, text, speaker): speakers are per-conversation pseudonyms, "u1" the
thread's opener, "u2" the next distinct person, ...; a lent (paired) question's speaker
is None (who would ask it in this thread is unknown)."""
# ruff: noqa: E501

GH = "https://github.com/"
# ---- Enter sends, Shift+Enter (or Ctrl+Enter) makes a new line ----
WEBMSG = GH + "sgtaziz/WebMessage/issues/69"
XMPPWEB = GH + "nioc/xmpp-web/issues/70"
WHATSIE = GH + "keshavbhatt/whatsie/issues/28"
DATALAB = GH + "datalab-org/datalab/pull/354"
# ---- accent- (diacritic-) insensitive search ----
KEEPASSIUM = GH + "keepassium/KeePassium/issues/118"
THORIUM = GH + "edrlab/thorium-reader/issues/1920"
ZETTEL = GH + "Zettelkasten-Team/Zettelkasten/issues/406"
SUBSTRING = GH + "remoteportal/substring_highlight/issues/21"
TIMEOVERFLOW = GH + "coopdevs/timeoverflow/issues/716"
# ---- a Caps Lock warning on password fields ----
OSU = GH + "ppy/osu/issues/2234"
TALENT = GH + "GCTC-NTGC/TalentCloud/pull/903"
ENVELOPE = GH + "workflowproducts/envelope/issues/149"
LOBSTERS = GH + "lobsters/lobsters/pull/1183"
QTOX = GH + "qTox/qTox/issues/3245"
VALKYRIE = GH + "lievendoclo/Valkyrie-RCP/issues/23"
# ---- external links in a new tab (target="_blank") ----
EXTERNALS = GH + "mnapoli/externals/pull/2"
CALLMGR = GH + "usecallmanagernz/usecallmanagernz.github.io/pull/9"
# ---- a back-to-top button on long pages ----
NIPAFX = GH + "nipafx/nipafx.dev/issues/74"
CAGOV = GH + "cagov/Alpha/issues/510"
UIOWA = GH + "uiowa/uiowa/issues/2755"
PRECICE = GH + "precice/precice.github.io/pull/891"
# ---- blocking paste into password and confirmation fields ----
ENTITLE = GH + "digitalfabrik/entitlementcard/pull/990"
AUTHGEAR = GH + "authgear/authgear-server/issues/776"
ADEX = GH + "heyAuraDev/adex-platform/issues/153"
PLOTS2 = GH + "publiclab/plots2/issues/4487"
EVALAI = GH + "Cloud-CV/EvalAI/issues/3499"
WICG = GH + "WICG/interventions/issues/41"
# ---- emoji shortcodes (:smile:) and their autocomplete ----
EMOJIAREA = GH + "mervick/emojionearea/issues/8"
QUIET = GH + "TryQuiet/quiet/issues/540"
# ---- Gravatar and the e-mail hash ----
FIDER = GH + "getfider/fider/issues/226"
OSSF = GH + "ossf/best-practices-badge/issues/1142"
HASHOVER = GH + "jacobwb/hashover-next/issues/303"
MAILPILE = GH + "mailpile/Mailpile/issues/1913"
# ---- sticky table headers ----
APCU = GH + "krakjoe/apcu/pull/371"
SNOWBALL = GH + "0hoo/snowball/pull/1"
OUTLINE = GH + "outline/outline/issues/11352"
CIPHERS = GH + "toebes/ciphers/issues/205"
# ---- always-visible or overlay scrollbars ----
ZIM = GH + "zim-desktop-wiki/zim-desktop-wiki/issues/2185"
TARTUBE = GH + "axcore/tartube/issues/401"
CHICAGO = GH + "grassmunk/Chicago95/issues/382"
PIM = GH + "Narrat/Pim/issues/21"
# ---- open source licence attributions in the About screen ----
SAYBOARD = GH + "ElishaAz/Sayboard/issues/95"
FROODY = GH + "froodyapp/froody-android/issues/14"
KIWIX = GH + "kiwix/kiwix-xulrunner/issues/54"
# ---- truncated text: the full text in a tooltip ----
SPOOLMAN = GH + "Donkie/Spoolman/issues/1093"
ELLIPSISTA = GH + "nsaumini/ellipsis-textarea/issues/2"
SAGE = GH + "Kajabi/sage-lib/issues/556"
TESS = GH + "ElixirTeSS/TeSS/issues/264"
# ---- a maximum password length ----
KINTO = GH + "kintohub/backlog/issues/22"
USERSTYLES = GH + "userstyles-world/userstyles.world/issues/314"
NEWPASS = GH + "6eero/NewPass/issues/5"
# ---- case-insensitive e-mail logins ----
GOKIBITZ = GH + "neagle/gokibitz/issues/8"
LUNCH = GH + "labzero/lunch/issues/248"
KENMEI = GH + "doutatsu/kenmei/issues/240"
IFRC = GH + "IFRCGo/go-frontend/issues/434"
OPENSUPPORTS = GH + "opensupports/opensupports/issues/261"
# ---- "?" for a keyboard-shortcut overlay ----
SELFOSS = GH + "fossar/selfoss/issues/1143"
HOVERZOOM = GH + "extesy/hoverzoom/issues/1756"
PLSWATCH = GH + "lidel/pls.watch/issues/34"
NEXORA = GH + "Sydoc-Org/nexora/issues/173"
ADWTEMPLATE = GH + "timlau/adw_template_app/pull/1"
# ---- password strength meters (zxcvbn) or composition rules ----
BRAMBLE = GH + "flythenimbus/bramble/issues/93"
NAFUE = GH + "menklab/nafue-api/issues/11"
ETHUI = GH + "ethui/ethui/issues/366"
TOAST = GH + "ToastWallet/core/issues/26"
# ---- third batch: scrollbars, back to top, e-mail case, attributions, tooltips, paste, Enter ----
OVERLAYSB = GH + "KingSora/OverlayScrollbars/issues/676"
CUSTOMSB = GH + "WesleyBranton/Custom-Scrollbar/issues/11"
VIRA = GH + "vira-soft/vira-assets/issues/180"
AGILA = GH + "arvi/Agila-Theme/issues/8"
NIEM = GH + "NIEM/NIEM.github.io/issues/104"
TELEMETRY = GH + "TelemetryDeck/Issues/issues/5"
SOUNDSCAPE = GH + "Scottish-Tech-Army/Soundscape-Android/pull/354"
COVIDGREEN = GH + "covidgreen/covid-green-app/issues/62"
PLAYCANVAS = GH + "playcanvas/editor/issues/2088"
KINDAFUN = GH + "AhoyLemon/kinda.fun-old/issues/102"
SHARETRIBE = GH + "sharetribe/web-template/pull/702"
QUIZAPP = GH + "Nacchofer31/quiz_app/issues/72"

# Every thread above is used as a history; none only lends a question.
QUESTION_ONLY: tuple[str, ...] = ()

# ---- the bank: real sentences from df18 threads, each placed after at most two other df18 histories ----
# Name their subject, or ask nothing of any project (traps wherever they go):
T_ENTERCONV = "Any messaging client, or really anything that has quick text entries that are more often than not 1 liners, will always use Shift+Enter for a new line, and Enter to send."
T_SHIFTOTHERS = "Shift+Enter seems to be used in other clients such as ConverseJS, Dino, etc."
T_ACCENTEXPECT = "It is expected behavior from people that speak languages that use accents that they are ignored when searching."
T_GERMANDIAC = "In German in some cases ignoring the distinction of diacritics ä/a and ö/o could make searches annoying."
T_SEARCHDIAC = "Search are usually case-insensitive and diacritic-insensitive."
T_BLANKDEF = "the `target=\"_blank\"` attribute on links requests the user's browser to open a new tab/window."
T_WIKIPOP = "Wikipedia doesn't pop out external links"
T_PASTEDRAG = "`onPaste={e => e.preventDefault()}` does not stop the user from drag'n'dropping a text into the field."
T_RETYPE = "I'm usually very annoyed if a website forces me to retype a password :D"
T_MODERNCOPY = "On modern browsers, if it is `<input type=password>`, then the text cannot be copied."
T_PASTEDEBATE = "The consensus seems to be that disallowing pasting passwords is bad for security since it encourages users to choose weak passwords among other reasons."
T_SUPERSECURE = "Some “super-secure” sites prevent pasting into plain-text fields, too"
T_MACEMOJI = "A workaround on Mac is to hit Ctrl-Cmd-Spacebar to bring up a native emoji picker."
T_GHTAB = "Here on GitHub I only have to type `:smi` and then hit the Tab key to select from a list."
T_GRAVMD5 = "Using gravatar reveals a user's email address publicly since it uses MD5 with no secret."
T_GRAVUNKEYED = "Gravatars require the use of an unkeyed MD5 hash of a user's email address."
T_GDPR = "The GDPR stipulates that a user must be able to object to the use of their personal data."
T_BRUTE = "Even if Gravatar, or a similar service, would use a 100% super-fool-proof hashing algorithm, it will be always be rather cheap to brute force hashes via. dictionary-like attacks."
T_FFSCROLL = "Newer Firefox browser hides vertical scrollbars by default but has an `Always show scrollbars` tick box in the settings."
T_LICATTR = "Many (most?) open source/free software licenses, including Apache 2.0 and MIT, require you to provide attribution in order to use the code."
T_CCSPACE = "The standard and authoritative reference to CC licenses are with a space after CC; eg. \"CC BY 4.0\"."
T_TOOLTIPSTD = "If some text doesn't fit somewhere, it should be shown in full in a tooltip on hover."
T_MAXLEN = "In my experience its never a good idea to limit the max length of a password."
T_CONSTRAINTS = "Generally the more constraints you put on a password field the easier it becomes for an attacker to guess your password."
T_OSCODE = "Arguably, OS code is hard to change once written, the usual \"backward compatibility\" shenanigans, mostly because it stays on customer hardware developers don't control."
T_NOTCASE = "Username and email are not usually case sensitive..."
T_BIGLETTERS = "For an email address, BIG letters and lowercase letters do not matter."
T_OTHERTOOLS = "Other tools support having a quick lookup of their keyboard shortcuts via pressing the [?] key, some toggling the view, some as long as holding the key."
T_PASSPHRASE = "Passphrases consisting of as little as four dictionary words can be extremely strong without containing uppercase letters or numbers"
T_SPECIALCHAR = "Having a special character is not mandatory to have a strong password, and there are other things to consider."
T_MOBILEPAIN = "Entering passphrase on mobile is a pain."
T_SUBLIME = "Sublime Text, even the Default - Theme, doesn't allow to overlay the scrollbars when you set \"overlay\" or \"system\" (on OS X)."
T_APACHEFIND = "I found it almost impossible to find an app that followed the Apache license correctly and provided attribution."
T_TWICE = "It seems that sometimes people are so used to writing the password twice that they do it by default - even if there aren't 2 input fields dedicated for passwords."
# Need the thread's project (follow-ups after a thread they fit):
F_REBIND = "Would it not be possible to rebind the keys then?"
F_KEEPCURRENT = "Otherwise I would prefer to keep the current behaviour."
F_THANKSREPORT = "I wasn't aware of this, thanks for reporting."
F_FIXEDV3 = "Fixed in `^v3.0.0`"
F_WORKSFORME = "works for me"
F_SAMEIDEA = "Ya, I was also thinking the same."


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    SAME, OTHER, WHAT = "trap_same_domain_new_topic", "trap_other", "trap_fresh_what"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    # ---- Enter sends, Shift+Enter (or Ctrl+Enter) makes a new line ----
    wm1 = (U, "[Feature Request] Make enter to send toggleable. This request is so that I can send messages that look like this", "u1")
    wmq = "What about Shift+Enter? It's common practice to have Enter as send, and Shift+Enter to create a new line"
    wm3 = (U, "Oh cool. I'd never heard of that before since my email app does it by making enter a new line and ctl+enter send. It works though so I'll close the issues. Thank you for teaching me!", "u1")
    wm4 = (A, "The Ctrl+Enter comes into play when it's a multi-line field that is made for typing long messages, where multiple paragraphs are more common than a single line (such as texting)", "u2")
    rec(WEBMSG, [wm1], wmq, True, "ellipsis", [], "In WebMessage, what about using Shift+Enter for a new line? It's common practice to have Enter send and Shift+Enter create a new line.", author="u2")
    # In its own thread, and still a trap: a general claim about messaging clients.
    rec(WEBMSG, [wm1, (A, wmq, "u2"), wm3, wm4], T_ENTERCONV, False, SAME, [], None, author="u2")
    rec(WEBMSG, [wm1, (A, wmq, "u2"), wm3, wm4, (A, T_ENTERCONV + " Unfortunately, I really don't think I will be implementing this as it is the intended behavior", "u2")], "Shift+enter does not work in the subject line", True, "ellipsis", [], "In WebMessage, Shift+Enter does not insert a new line in the subject line.", author="u1")
    lend(WEBMSG, [wm1], T_ACCENTEXPECT, OTHER, THORIUM)

    xw1 = (U, "Provide a way to insert newlines when hasSendingEnterKey is true. In many of the clients I use, Enter is used to send. I felt users would be more used to this behaviour and so I set `hasSendingEnterKey` to `true`. But I realized there is no way to insert newlines anymore as it seems Ctrl+Enter is always used to send.", "u1")
    xwq = "One way to insert newlines when Enter is used to send."
    rec(XMPPWEB, [xw1], xwq, True, "ellipsis", [], "I'd like xmpp-web to offer one way to insert newlines when Enter is used to send.", author="u1")
    # Second reader's adjudication: the opener's second sentence after "One way to insert newlines when Enter is used to send." leaves
    # unsaid what Shift+Enter is used for (a new line when Enter sends) and which client the "other clients" are other than (xmpp-web):
    # only the history completes it (§2 rule 1), a follow-up. Lent after quiz_app's title, whose history never names new lines, it stays a trap.
    rec(XMPPWEB, [xw1, (U, xwq, "u1")], T_SHIFTOTHERS, True, "ellipsis", [], "Shift+Enter seems to be used to insert a new line, when Enter sends, in XMPP clients other than xmpp-web, such as ConverseJS, Dino, etc.", author="u1")
    xw2 = (A, "This point of view has been discussed for many times 😉 But with time I consider Shift+Enter a good way of adding new line.", "u2")
    rec(XMPPWEB, [xw1, (U, xwq + " " + T_SHIFTOTHERS, "u1"), xw2], "Can you confirm that `Shift`+`Enter` does not add new line? It was the expected behavior 😞", True, "ellipsis", [], "Can you confirm that Shift+Enter does not add a new line in xmpp-web when hasSendingEnterKey is true? It was the expected behavior.", author="u2")
    rec(XMPPWEB, [xw1], F_REBIND, True, "pronoun", ["the keys"], "Would it not be possible to rebind xmpp-web's send and new-line keys, then?", qsrc=WHATSIE, author=None)

    wh1 = (U, "Unable to use enter for new line. Enter automatically sends the message, and I can't seem to find a setting to change that. It would be much nicer to use Enter to move to a new line and Ctrl+Enter to send, like an email.", "u1")
    whq = "Shift+Enter makes the textbox go to the next line.  I don't see any issue with this behavior."
    rec(WHATSIE, [wh1], whq, True, "pronoun", ["the textbox", "this behavior"], "In Whatsie, Shift+Enter makes the message textbox go to the next line; I don't see any issue with Enter sending the message.", author="u2")
    rec(WHATSIE, [wh1, (A, whq, "u2")], F_REBIND, True, "pronoun", ["the keys"], "Would it not be possible to rebind Whatsie's Enter and Ctrl+Enter keys, then?", author="u1")
    lend(WHATSIE, [wh1], T_SEARCHDIAC, OTHER, SUBSTRING)

    dl1 = (U, "chatblock: swap behavior of shift and shift-enter", "u1")
    dlq = "Enter now sends the message, and shift-enter (probably meta-enter, ctrl-enter, etc. too) makes a newline."
    rec(DATALAB, [dl1], dlq, True, "ellipsis", [], "In datalab's chat block, Enter now sends the message and Shift+Enter (probably Meta+Enter and Ctrl+Enter too) makes a newline.", author="u1")
    rec(DATALAB, [dl1, (U, dlq, "u1")], "This mimics the behavior of other messaging apps.", True, "pronoun", ["This"], "Making Enter send and Shift+Enter add a newline in datalab's chat block mimics the behavior of other messaging apps.", author="u1")
    lend(DATALAB, [dl1], T_ENTERCONV, SAME, WEBMSG)

    # ---- accent- (diacritic-) insensitive search ----
    kp1 = (U, "Make the search diacritic insensitive. Would it be possible to make the search diacritic insensitive, i.e. ignore accents?", "u1")
    kp2 = (A, "Good point, thanks, will do.", "u2")
    kp3 = (U, "Great, thank you!", "u1")
    rec(KEEPASSIUM, [kp1], kp2[1], True, "ellipsis", [], "Making KeePassium's search diacritic-insensitive is a good point; will do.", author="u2")
    rec(KEEPASSIUM, [kp1, kp2, kp3], "Already in the App Store :) \n\nThe search will be diacritic-insensitive now, unless you use diacritics in the search query.", True, "pronoun", ["The search"], "Diacritic-insensitive search is already in KeePassium on the App Store: the search ignores accents unless you use diacritics in the search query.", author="u2")
    lend(KEEPASSIUM, [kp1], T_GERMANDIAC, SAME, ZETTEL)

    th1 = (U, "Ignore accents when searching. The search functionality should ignore accents.", "u1")
    thq = "``ö`` should match ``o`` and vice versa."
    # In its own thread, and still a trap: a general claim about speakers of accented languages.
    rec(THORIUM, [th1], T_ACCENTEXPECT, False, SAME, [], None, author="u1")
    rec(THORIUM, [th1, (U, T_ACCENTEXPECT, "u1")], thq, True, "ellipsis", [], "In Thorium Reader's search, ö should match o and vice versa.", author="u1")
    rec(THORIUM, [th1, (U, T_ACCENTEXPECT + "  " + thq, "u1")], "Hello, thank you for reporting this. It is a known missing feature:\nhttps://github.com/edrlab/thorium-reader/issues/1209\nI am closing this issue to avoid duplicates.", True, "pronoun", ["this", "It"], "Accent-insensitive search is a known missing feature of Thorium Reader (issue #1209); this report is closed as a duplicate.", author="u2")

    zk1 = (U, "Option for accent-insensitive search. I write my notes in Portuguese, which has accents ('não' is the word for 'no'). When searching, I don't usually care about differentiating substrings with and without accents.", "u1")
    zkq = "Have the option to do accent-insensitive searches. Potentially a way to set that as the default for the quick search bar."
    zkq2 = "Would it make sens to ignore all diacritics for all languages?"
    rec(ZETTEL, [zk1], zkq, True, "ellipsis", ["that"], "Zettelkasten should have an option for accent-insensitive searches, potentially settable as the default for the quick search bar.", author="u1")
    rec(ZETTEL, [zk1, (U, zkq, "u1")], zkq2, True, "ellipsis", [], "Would it make sense for Zettelkasten's accent-insensitive search to ignore all diacritics for all languages?", author="u2")
    # In its own thread, and still a trap: a general claim about German.
    rec(ZETTEL, [zk1, (U, zkq, "u1"), (A, zkq2, "u2")], T_GERMANDIAC, False, SAME, [], None, author="u2")
    lend(ZETTEL, [zk1], T_SEARCHDIAC, SAME, SUBSTRING)

    sh1 = (U, "support ignore diacritics", "u1")
    shq = "It would be nice to have an option `ignoreDiacritics` to highlight diacritics parts when their non-diacritic equivalent is searched"
    # In its own thread, and still a trap: a general claim about search.
    rec(SUBSTRING, [sh1], T_SEARCHDIAC, False, SAME, [], None, author="u1")
    rec(SUBSTRING, [sh1, (U, T_SEARCHDIAC + "\nFor example the search term \"e\" matches \"e\", \"è\", \"ê\"...", "u1")], shq, True, "ellipsis", [], "It would be nice for substring_highlight to have an `ignoreDiacritics` option that highlights accented parts when their non-diacritic equivalent is searched.", author="u1")
    lend(SUBSTRING, [sh1], T_WIKIPOP, OTHER, CALLMGR)

    to1 = (U, "all searches should be accent insensitive", "u1")
    toq = "\"Sérgi\" should match \"Sergi\" and vice-versa \"Sergi\" should match \"Sérgi\"."
    rec(TIMEOVERFLOW, [to1], toq, True, "ellipsis", [], "In TimeOverflow's search, \"Sérgi\" should match \"Sergi\" and vice versa.", author="u1")
    rec(TIMEOVERFLOW, [to1, (U, toq, "u1")], "It concerns members, inquiries/offers and tags.", True, "pronoun", ["It"], "Accent-insensitive search in TimeOverflow concerns members, inquiries/offers and tags.", author="u1")
    lend(TIMEOVERFLOW, [to1], T_ACCENTEXPECT, SAME, THORIUM)

    # ---- a Caps Lock warning on password fields ----
    os1 = (U, "Caps lock warning should only appear when typing password. Currently, caps lock warning shows up if focused on email. The main concern here is that while being focused on username/email box, the warning appears on the password box.", "u1")
    osq = "This doesn't seem to be a very clear design choice, even if it makes sense."
    rec(OSU, [os1], osq, True, "pronoun", ["This", "it"], "osu! showing the caps lock warning on the password box while the email box is focused doesn't seem a very clear design choice, even if it makes sense.", author="u1")
    rec(OSU, [os1, (U, osq + "\n\nOne way to handle this:\n- Only show a caps warning on the password box if needs to be triggered and is focused on password box.", "u1")], "This is most definitely a bug, should only show when password field is focused, as you say.", True, "pronoun", ["This"], "osu!'s caps lock warning showing while the email box is focused is a bug; it should only show when the password field is focused.", author="u2")
    lend(OSU, [os1], T_PASTEDEBATE, SAME, EVALAI)

    tc1 = (U, "Task/caps lock warning. Resolves #886. Made a caps lock warning during password input", "u1")
    tcq = "This entry should be in a lang file with a French equivalent."
    rec(TALENT, [tc1], tcq, True, "pronoun", ["This entry"], "TalentCloud's caps lock warning text should be in a lang file with a French equivalent.", author="u2")
    rec(TALENT, [tc1, (A, tcq, "u2"), (U, "Damn missed that sorry", "u1")], "My password manager adds a div underneath the password field and obscures the text. Would above be better for most cases? Not a big deal.", True, "pronoun", ["the text", "above"], "My password manager adds a div underneath TalentCloud's password field that hides the caps lock warning; would placing the warning above the field be better for most cases?", author="u2")
    lend(TALENT, [tc1], T_MODERNCOPY, SAME, AUTHGEAR)

    en1 = (U, "Password Caps. When typing in the password field with caps lock on, it should show that the caps lock is on.", "u1")
    rec(ENVELOPE, [en1], "This was added with the \"show-caps\" attribute. Closing.", True, "pronoun", ["This"], "Envelope's password field can show that caps lock is on: it was added with the \"show-caps\" attribute.", author="u2")
    rec(ENVELOPE, [en1], F_FIXEDV3, True, "ellipsis", [], "The caps lock indicator for Envelope's password field is fixed in ^v3.0.0.", qsrc=EMOJIAREA, author=None)
    lend(ENVELOPE, [en1], T_OSCODE, OTHER, USERSTYLES)

    lb1 = (U, "Added Capslock warn message near password field(login page). warn about capslock on password input\n1. Added a 'key up' event to the password field.\n2. show/hide the capslock warn message based on the 'CapsLock' state.", "u1")
    rec(LOBSTERS, [lb1], "We don't serve js to logged out users, so #1180 doesn't seem possible. Sorry for your wasted time.", True, "ellipsis", [], "Lobsters doesn't serve JavaScript to logged-out users, so a JavaScript caps lock warning on the login page (#1180) doesn't seem possible.", author="u2")
    lend(LOBSTERS, [lb1], T_MOBILEPAIN, OTHER, TOAST)

    qt1 = (U, "Password fields should indicate if caps lock are on", "u1")
    # In its own thread, and still a trap: the request names qTox and says it all.
    rec(QTOX, [qt1], "Like with other applications where you are entering your password or setting a new one it would be useful if qTox indicated when the caps lock is on by perhaps putting a warning triangle with an explanatory tooltip in the password box on the right when the caps lock is on.", False, SAME, [], None, author="u1")
    rec(QTOX, [qt1], F_THANKSREPORT, True, "pronoun", ["this"], "I wasn't aware that qTox's password fields don't indicate when caps lock is on, thanks for reporting.", qsrc=FIDER, author=None)

    va1 = (U, "Show a warning on password fields when CAPSLOCK is active", "u1")
    vaq = "Currently it's not possible to see when CAPSLOCK is active on password fields."
    rec(VALKYRIE, [va1], vaq, True, "ellipsis", [], "Currently Valkyrie-RCP's password fields don't show when CAPSLOCK is active.", author="u1")
    rec(VALKYRIE, [va1, (U, vaq, "u1")], "It would be nice if the field would show some kind of warning.", True, "pronoun", ["the field"], "It would be nice if Valkyrie-RCP's password field showed some kind of warning when CAPSLOCK is active.", author="u1")
    lend(VALKYRIE, [va1], T_RETYPE, SAME, ENTITLE)

    # ---- external links in a new tab (target="_blank") ----
    ex1 = (U, "Open links in a new tab", "u1")
    exq = "I think the links should open in a new tab with `target=\"_blank\"`"
    rec(EXTERNALS, [ex1], exq, True, "pronoun", ["the links"], "I think the links on externals should open in a new tab with target=\"_blank\".", author="u1")
    rec(EXTERNALS, [ex1, (U, exq, "u1")], "yeah yeah yeahhh", True, "ellipsis", [], "Yes, externals' links should open in a new tab with target=\"_blank\".", author="u2")
    rec(EXTERNALS, [ex1], F_KEEPCURRENT, True, "ellipsis", [], "Otherwise I would prefer externals to keep opening links in the same tab.", qsrc=CALLMGR, author=None)

    cm1 = (U, "add attribute to request client browser to open a new tab for links to external sites", "u1")
    cm2 = (U, T_BLANKDEF + " This is still subject to user's browser settings. \nAdding this tag on links to external sites is consistent with behaviour of documentation and other sites across the internet.", "u1")
    cm3 = "If a user wants to open a link in a new window/tab they can choose to do that."
    cmq = "Is there some documentation/guidance on why this is needed or some examples of other sites that do this?"
    # In its own thread, and still traps: a definition of the attribute and a general claim about users.
    rec(CALLMGR, [cm1], T_BLANKDEF, False, WHAT, [], None, author="u1")
    rec(CALLMGR, [cm1, cm2], cm3, False, SAME, [], None, author="u2")
    rec(CALLMGR, [cm1, cm2, (A, cm3, "u2")], cmq, True, "pronoun", ["this"], "Is there documentation or guidance on why opening external links in a new tab (target=\"_blank\") is needed on the usecallmanager.nz site, or examples of other sites that do it?", author="u2")
    cm4 = (U, "No explicit documentation, just felt like that was the methodology in the global conciousness... (wanky I know).\n\nExamples I investigated;\nWikipedia doesn't pop out external links\nStackOverflow (and affiliates) does pop out external links", "u1")
    rec(CALLMGR, [cm1, cm2, (A, cm3 + "\n\n" + cmq, "u2"), cm4], "If it could be shown that target=_blank is he recommended behaviour then this change could be made. " + F_KEEPCURRENT, True, "pronoun", ["this change"], "If target=_blank could be shown to be the recommended behaviour, the usecallmanager.nz site could open external links in a new tab; otherwise I would prefer to keep the current behaviour.", author="u2")

    # ---- a back-to-top button on long pages ----
    np1 = (A, "Add back-to-top button", "u1")
    npq = "On small devices with long vertical scroll bars, a back-top-top button could be helpful (or not, since the top menu scrolls into view anyway?)."
    rec(NIPAFX, [np1], npq, True, "ellipsis", ["the top menu"], "On small devices with long vertical scroll bars, a back-to-top button could be helpful on nipafx.dev (or not, since its top menu scrolls into view anyway?).", author="u1")
    rec(NIPAFX, [np1, (A, npq, "u1")], "Maybe only show when scrolling up.", True, "ellipsis", [], "Maybe nipafx.dev's back-to-top button should only show when scrolling up.", author="u1")
    lend(NIPAFX, [np1], T_BLANKDEF, OTHER, CALLMGR)

    ca1 = (U, "As a user on longer pages, I want to easily scroll back to top", "u1")
    caq = "When pages are long (more than four screens) on desktop, there's not an easy way to quickly scroll to top."
    rec(CAGOV, [ca1], caq, True, "ellipsis", [], "When the California state web pages (cagov Alpha) are long (more than four screens) on desktop, there's no easy way to quickly scroll to the top.", author="u1")
    rec(CAGOV, [ca1, (U, caq, "u1")], "Add universal 'Back to top' link functionality after four screens of scrolling.", True, "ellipsis", [], "Add a universal 'Back to top' link to the cagov Alpha site after four screens of scrolling.", author="u1")
    lend(CAGOV, [ca1], T_WIKIPOP, OTHER, CALLMGR)

    ui1 = (U, "Add back to top link button functionality. As a site visitor I want be able to have an easy way to get back to the top of the page on long pages so that I don't have to manually scroll back up on long pages.", "u1")
    uiq = "This feature is being requested in the context of building the Grad College Manual of Rules and Regulations section, which will have some very long pages and a set of anchor links at the start."
    rec(UIOWA, [ui1], uiq, True, "pronoun", ["This feature"], "A back-to-top button on the uiowa sites is being requested for building the Grad College Manual of Rules and Regulations section, which will have very long pages and anchor links at the start.", author="u1")
    rec(UIOWA, [ui1, (U, uiq, "u1")], "Maybe https://github.com/uiowa/uiowa/issues/587 can close and be replaced by this if it is to be in uids_base and not just for grad", True, "pronoun", ["this", "it"], "Maybe uiowa issue #587 can be closed and replaced by the back-to-top button issue, if the button is to be in uids_base and not just for Grad College.", author="u2")
    lend(UIOWA, [ui1], T_FFSCROLL, OTHER, ZIM)

    pc1 = (U, "Add scroll to top button. Closes #876\n\nAdds a scroll-to-top button for long pages.\n\n- Smooth scroll-to-top behavior\n- Reduces navigation time\n- Self-contained and easy to maintain", "u1")
    pcq = "That's a useful suggestion, thank you! :)\n\nI tested it locally, does what it should."
    rec(PRECICE, [pc1], pcq, True, "pronoun", ["That", "it"], "The scroll-to-top button for the preCICE website is a useful suggestion; I tested it locally and it does what it should.", author="u2")
    rec(PRECICE, [pc1, (A, pcq, "u2")], "Keeping it isolated to a separate file helps with the migration as well.", True, "pronoun", ["it", "the migration"], "Keeping the scroll-to-top button isolated in a separate file helps with the preCICE website's migration as well.", author="u2")
    rec(PRECICE, [pc1], F_WORKSFORME, True, "ellipsis", [], "The scroll-to-top button for the preCICE website works for me.", qsrc=PIM, author=None)

    # ---- blocking paste into password and confirmation fields ----
    ec1 = (U, "976: prevent password pasting. fixes #976", "u1")
    ecq = "Do we really want that? If you use a password manager with autogenerated and little longer password with special characters this is really annoying :see_no_evil:"
    ec3 = "Personally, I would also be super annoyed by this (and I don't see this very often at all in practice)."
    rec(ENTITLE, [ec1], ecq, True, "pronoun", ["that", "this"], "Do we really want entitlementcard to prevent pasting passwords? With a password manager and long autogenerated passwords that is really annoying.", author="u2")
    rec(ENTITLE, [ec1, (A, ecq, "u2")], ec3, True, "pronoun", ["this"], "Personally, I would also be super annoyed if entitlementcard prevented pasting passwords, and I rarely see that in practice.", author="u3")
    # In its own thread, and still a trap: names the handler and says what it misses.
    rec(ENTITLE, [ec1, (A, ecq, "u2"), (A, ec3 + "\nHere's also some officially looking blog post that supports my opinion^TM :D \nhttps://www.ncsc.gov.uk/blog-post/let-them-paste-passwords", "u3"), (U, "I don't really have a super strong opinion on this. \nI am also very fine with not doing it, but maybe let's see what @maxammann says.", "u1")], T_PASTEDRAG, False, SAME, [], None, author="u1")

    ag1 = (U, "[App, Create account] Disallow copy and paste when re-type new password. When the user creates an account, after he inputs the new password, he can copy the decrypted new password and paste it to the re-type new password field.", "u1")
    agq = "Should not be able to copy and paste the new password, including when the field is in a decrypted state, otherwise re-typing the password is meaningless."
    rec(AUTHGEAR, [ag1], agq, True, "ellipsis", ["the field"], "In Authgear's create-account form, users should not be able to copy the new password into the re-type field, even when it is shown decrypted, or re-typing it is meaningless.", author="u1")
    # In its own thread, and still a trap: a general claim about browsers.
    rec(AUTHGEAR, [ag1, (U, agq, "u1"), (A, "Personally I am an user of 1Password. I use very long password. If I have to type it manually, I would be very annoyed.", "u2")], T_MODERNCOPY, False, SAME, [], None, author="u2")
    lend(AUTHGEAR, [ag1], T_RETYPE, SAME, ENTITLE)

    ad1 = (U, "Block paste option in the email confirmation section. It should be not possible to paste email into email confirmation section(in the registration form).", "u1")
    adq = "Users might just copy and paste it 2 times in case they copy wrong email address there will be not able to log in."
    rec(ADEX, [ad1], adq, True, "pronoun", ["it"], "In AdEx's registration form, users might paste a wrongly copied email address into both fields and then be unable to log in.", author="u1")
    rec(ADEX, [ad1, (U, adq, "u1")], "disagreed, this is babysitting", True, "pronoun", ["this"], "I disagree that AdEx should block pasting into the email confirmation field; that is babysitting.", author="u2")
    lend(ADEX, [ad1], T_PASTEDEBATE, SAME, EVALAI)

    pl1 = (U, "Disabling paste in /login form. A user is able to paste password from any normal text-field to the password field in all forms PublicLab uses for user authentication.", "u1")
    plq = "This should be resolved since user should not be able to paste the password in the password field."
    rec(PLOTS2, [pl1], plq, True, "pronoun", ["This"], "Being able to paste a password into PublicLab's login password field should be resolved, since users should not be able to paste passwords there.", author="u1")
    pl2 = (A, "@kunalvaswani123 please continue to work on other similar pages. We will resolve the travis error soon and merge things all at once.", "u2")
    pl3 = (U, "yeah I'll create a pr for edit form and ftos for rest", "u1")
    pl4 = (A, "@kunalvaswani123 @SidharthBansal rather than adding this seperately can we combine this feature with `requireLogin`.. ?", "u3")
    rec(PLOTS2, [pl1, (U, plq, "u1"), pl2, pl3, pl4], "Sorry to jump in here randomly, but as someone who uses a password manager (specifically, LastPass) this feature is very inconvenient.", True, "pronoun", ["this feature"], "As a LastPass user, I find PublicLab's blocking of paste in the login password field very inconvenient.", author="u4")
    lend(PLOTS2, [pl1], T_MODERNCOPY, SAME, AUTHGEAR)

    ev1 = (U, "Unable to paste passwords on signup form. Since I use a password manage (as I would argue most if not everyone should), I prefer to be able to paste in passwords in sign up forms since they are randomly generated.", "u1")
    evq = "hey just wanted to know if this topic has come to conclusion or not ?"
    # In its own thread, and still a trap: a general claim (cut after "There is a lot of debate around this issue, but").
    rec(EVALAI, [ev1], T_PASTEDEBATE, False, SAME, [], None, author="u1")
    rec(EVALAI, [ev1, (U, "There is a lot of debate around this issue, but the consensus seems to be that disallowing pasting passwords is bad for security since it encourages users to choose weak passwords among other reasons.", "u1")], evq, True, "pronoun", ["this topic"], "Has the discussion about allowing pasted passwords on EvalAI's signup form come to a conclusion?", author="u2")
    rec(EVALAI, [ev1, (U, "There is a lot of debate around this issue, but the consensus seems to be that disallowing pasting passwords is bad for security since it encourages users to choose weak passwords among other reasons.", "u1"), (A, evq, "u2"), (A, "@michaelmior Is this issue still there? I would like to work on this.", "u3")], "I don't think this is an issue any more as I am able to paste in a password now.", True, "pronoun", ["this"], "I don't think being unable to paste passwords on EvalAI's signup form is an issue any more; I can paste a password now.", author="u1")

    wi1 = (U, "Prevent websites from disabling paste functionality in password boxes. Lot of websites disable pasting in password boxes, hindering the use of password managers and strong passwords in general.", "u1")
    wiq = "Would this be something that is a good intervention? Seems simple enough to implement and functionality doesn't break as such."
    rec(WICG, [wi1], wiq, True, "pronoun", ["this"], "Would preventing websites from disabling paste in password boxes be a good browser intervention? It seems simple enough to implement and nothing breaks as such.", author="u1")
    rec(WICG, [wi1, (U, wiq, "u1")], "I also find this annoying.", True, "pronoun", ["this"], "I also find websites disabling paste in password boxes annoying.", author="u2")
    # In its own thread, and still a trap: a general claim about sites.
    rec(WICG, [wi1, (U, wiq, "u1"), (U, "I also find this annoying.", "u2")], T_SUPERSECURE, False, SAME, [], None, author="u2")

    # ---- emoji shortcodes (:smile:) and their autocomplete ----
    ea1 = (U, "Autocomplete emoji. Hi,\nFirst of all, congratulations for this awesome plugin, keep up good work.\nI would like to integrate this example: http://git.emojione.com/demos/2.1.2/autocomplete.html\nbut doesn't work..\nI would like to allow users to use also autocomplete.\nI hope that you can show an example.\nAutocomplete is great, but most important is to autoconvert shortcodes ( for example :heart: ) to correct images.", "u1")
    eaq = "Hi, Thanks.\nThis is a really good idea.\nI will keep this in mind."
    rec(EMOJIAREA, [ea1], eaq, True, "pronoun", ["This", "this"], "Adding emoji autocomplete and shortcode conversion to EmojiOneArea is a really good idea; I will keep it in mind.", author="u2")
    rec(EMOJIAREA, [ea1, (A, eaq, "u2"), (U, "Great, thank you!", "u1"), (U, "👍", "u3")], F_FIXEDV3, True, "ellipsis", [], "Emoji autocomplete in EmojiOneArea is fixed in ^v3.0.0.", author="u2")
    lend(EMOJIAREA, [ea1], T_GHTAB, SAME, QUIET)

    qu1 = (U, "User should be able to write `:smile:` for 😄 and use other emoji codes. As a keyboard junkie, in Element, Slack, and GitHub I very frequently write `:smile:` to get the 😄 emoji. I would prefer not to reach for the mouse to click the emoji button in Quiet", "u1")
    # In its own thread, and still traps: general claims about macOS and GitHub.
    rec(QUIET, [qu1], T_MACEMOJI, False, SAME, [], None, author="u1")
    quq = "Tab completion and search/autocomplete would be nice"
    rec(QUIET, [qu1, (U, "I'm aware that a workaround on Mac is to hit Ctrl-Cmd-Spacebar to bring up a native emoji picker... but it's faster and easier for me to just type `:smile:` like I do in other places.", "u1")], quq, True, "ellipsis", [], "Tab completion and search/autocomplete of emoji shortcodes would be nice in Quiet.", author="u1")
    rec(QUIET, [qu1, (U, quq + " (see https://github.blog/2012-10-12-emoji-autocomplete/ ).", "u1")], T_GHTAB, False, SAME, [], None, author="u1")
    lend(QUIET, [qu1], T_ENTERCONV, SAME, WEBMSG)

    # ---- Gravatar and the e-mail hash ----
    fd1 = (U, "Add option to disable gravatar, consider disabling by default", "u1")
    fdq = "This makes the \"Your e-mail is private and will never be displayed to anyone.\" message untrue."
    # In its own thread, and still a trap: names Gravatar and says it all.
    rec(FIDER, [fd1], T_GRAVMD5, False, SAME, [], None, author="u1")
    rec(FIDER, [fd1, (U, T_GRAVMD5, "u1")], fdq, True, "pronoun", ["This", "the"], "Fider's use of Gravatar makes its \"Your e-mail is private and will never be displayed to anyone.\" message untrue.", author="u1")
    rec(FIDER, [fd1, (U, T_GRAVMD5 + " " + fdq + "\n\nIt also results in sending a user's full name to a 3rd party. Since it's only used for initials you could reduce the data shared to just initials.", "u1")], F_THANKSREPORT, True, "pronoun", ["this"], "I wasn't aware that Fider's use of Gravatar reveals users' email addresses, thanks for reporting.", author="u2")

    of1 = (A, "Do not reveal Gravatar hashes unless user has created a gravatar. Gravatars complicate things.", "u1")
    # In its own thread, and still a trap: a general claim about Gravatar.
    rec(OSSF, [of1], T_GRAVUNKEYED, False, WHAT, [], None, author="u1")
    rec(OSSF, [of1, (A, "We provide small images for each user when we display a user account.  For GitHub, we just use GitHub's; for custom/local accounts, we use gravatars.  " + T_GRAVUNKEYED + " This is a relatively inconsequential leak, because it only reveals the MD5 of an email address, not the email address itself.", "u1")], "That said, it'd be nice to only refer to provide MD5 hashes of email addresses if the user has a gravatar.", True, "pronoun", ["That"], "It'd be nice if the Best Practices Badge site only provided MD5 hashes of email addresses when the user has a gravatar.", author="u1")
    lend(OSSF, [of1], T_GDPR, SAME, HASHOVER)

    ho1 = (U, "Feature Request: EU GDPR and Gravatar. For privacy reasons I have to use the option \"Avatar icon display mode\" = \"None\". Actually, I think the Gravatar option is very nice, but the way the function is implemented in HashOver, I am not allowed to use it in the EU for legal reasons.", "u1")
    # In its own thread, and still a trap: a general claim about the GDPR.
    rec(HASHOVER, [ho1], T_GDPR, False, SAME, [], None, author="u1")
    hoq = "A checkbox \"Use Gravatar\" would be nice."
    hoh = (U, T_GDPR + " If the avatars are switched on, the email address is compared directly with Gravatar.", "u1")
    rec(HASHOVER, [ho1, hoh], hoq, True, "ellipsis", [], "A \"Use Gravatar\" checkbox in HashOver's comment form would be nice.", author="u1")
    rec(HASHOVER, [ho1, hoh, (U, hoq + " The checkbox should be disabled and only when the checkbox is enabled will the email address be compared with Gravatar.", "u1")], "You never transmit the user’s email address to Gravatar. The email goes through a one-way hash.", True, "ellipsis", [], "HashOver never transmits the user's email address to Gravatar; the email goes through a one-way hash.", author="u2")

    mp1 = (A, "Gravatar updates for profiles/accounts may be broken. I have the nagging feeling that I broke the Gravatar support for profile/account VCards.", "u1")
    mpq = "It should be fixed, but care must be taken that the fix doesn't cause other things (such as GnuPG keychain data imports) to overwrite the user's account settings (which is why I disabled it)."
    rec(MAILPILE, [mp1], mpq, True, "pronoun", ["It", "the fix", "it"], "Mailpile's Gravatar support for profile VCards should be fixed, but the fix must not let other things (such as GnuPG keychain imports) overwrite the user's account settings, which is why it was disabled.", author="u1")
    mp2 = "Instead of fixing this, maybe we should have a discussion regards whether or not Gravatar support is a good idea for a project with privacy/encryption as a first class citizen."
    rec(MAILPILE, [mp1, (A, mpq, "u1")], mp2, True, "pronoun", ["this", "a project"], "Instead of fixing Mailpile's Gravatar support, maybe we should discuss whether Gravatar support is a good idea for a project with privacy and encryption as first-class citizens.", author="u2")
    # In its own thread, and still a trap: a general claim about hashes.
    rec(MAILPILE, [mp1, (A, mpq, "u1"), (U, mp2 + "\n\nMy major concern is that the way Gravatar provides access to images and the possible consequences of leaking to a third party, with whom someone is communicating (or who someone is).", "u2")], T_BRUTE, False, SAME, [], None, author="u2")

    # ---- sticky table headers ----
    ap1 = (U, "Make the table header be rendered in a sticky fashion", "u1")
    apq = "with this change the header will stick at the top when scrolling thru all the table rows."
    rec(APCU, [ap1], apq, True, "pronoun", ["this change", "the header"], "With this APCu change, the status page's table header sticks at the top when scrolling through all the table rows.", author="u1")
    rec(APCU, [ap1, (U, apq, "u1")], "that way you always know which table column has which header.", True, "pronoun", ["that way"], "With a sticky table header on APCu's status page you always know which table column has which header.", author="u1")
    lend(APCU, [ap1], T_SUPERSECURE, OTHER, WICG)

    sn1 = (U, "[CSS] show table header on scroll. This creates a 'sticky' table header on scroll.", "u1")
    rec(SNOWBALL, [sn1], "Notice the header being visible while the scrollbar is somewhere in the middle.", True, "pronoun", ["the header", "the scrollbar"], "In snowball's stocks table, notice the header staying visible while the scrollbar is somewhere in the middle.", author="u1")
    lend(SNOWBALL, [sn1], T_CCSPACE, OTHER, FROODY)
    rec(SNOWBALL, [sn1], F_WORKSFORME, True, "ellipsis", [], "The sticky table header in snowball works for me.", qsrc=PIM, author=None)

    ol1 = (A, "Table header rows and columns should be sticky when scrolling.", "u1")
    olq = "When scrolling along the table, it would be nice if the header stayed on the screen."
    rec(OUTLINE, [ol1], olq, True, "pronoun", ["the table", "the header"], "When scrolling along a table in Outline's editor, it would be nice if the header stayed on the screen.", author="u1")
    rec(OUTLINE, [ol1, (A, olq, "u1")], "Of course, if you scroll past the end of the table, it would need to no longer be sticky.", True, "pronoun", ["the table", "it"], "If you scroll past the end of a table in Outline's editor, its header would need to stop being sticky.", author="u1")
    lend(OUTLINE, [ol1], T_GHTAB, OTHER, QUIET)

    ci1 = (A, "When scrolling the Vigenere table in the notes down, the header always has to appear on the screen", "u1")
    rec(CIPHERS, [ci1], "Some examples of making the table header sticky can be found at \nhttps://stackoverflow.com/questions/4709390/table-header-to-stay-fixed-at-the-top-when-user-scrolls-it-out-of-view-with-jque", True, "pronoun", ["the table header"], "Some examples of making the Vigenere table's header sticky in the ciphers notes can be found at https://stackoverflow.com/questions/4709390/table-header-to-stay-fixed-at-the-top-when-user-scrolls-it-out-of-view-with-jque", author="u1")
    lend(CIPHERS, [ci1], T_TOOLTIPSTD, OTHER, SPOOLMAN)

    # ---- always-visible or overlay scrollbars ----
    zi1 = (U, "Force scrollbar visibility. Modern interfaces from the very best usability experts <sub>sarcasm</sub> hide scrollbars while not scrolling and while mouse is inactive.", "u1")
    ziq = "Please make a similar setting in Zim."
    zih = (U, "Some users like me are used to scrollbars being indicators of the\n* size of a document\n* current position in the document\n\nSo we count on vertical scrollbars being always visible.", "u1")
    # In its own thread, and still a trap: names Firefox and its setting (cut after "E.g.").
    rec(ZIM, [zi1, zih], T_FFSCROLL, False, SAME, [], None, author="u1")
    rec(ZIM, [zi1, zih, (U, "E.g. newer Firefox browser hides vertical scrollbars by default but has an `Always show scrollbars` tick box in the settings.", "u1")], ziq, True, "pronoun", ["a similar setting"], "Please add an 'Always show scrollbars' setting to Zim like Firefox's.", author="u1")
    rec(ZIM, [zi1, zih, (U, "E.g. newer Firefox browser hides vertical scrollbars by default but has an `Always show scrollbars` tick box in the settings.\n\n" + ziq, "u1")], "This is actually in the scope of the GTK theme. So not an application\nsetting we can change from within Zim.", True, "pronoun", ["This"], "Scrollbar visibility is in the scope of the GTK theme, not an application setting Zim can change.", author="u2")

    ta1 = (U, "Always show scrollbar / scrollbar width. Would it be possible to have an option to always show the scrollbars and possibly set their width?", "u1")
    taq = "No, it's not possible. The geniuses who maintain the Gtk graphics libraries think that a disappearing scrollbar is a brilliant idea, so there is no way to change it."
    rec(TARTUBE, [ta1], taq, True, "pronoun", ["it's", "it"], "No, Tartube can't always show its scrollbars: the GTK maintainers made scrollbars disappear and there is no way to change that from Tartube.", author="u2")
    rec(TARTUBE, [ta1, (A, taq + "\n\nYou can set an environment variable, or you can override the Gtk theme.", "u2")], "Yes I hate disappearing scrollbars too, I'm glad that environment variable works as that makes it so much more usable, thanks Axcore!", True, "pronoun", ["that environment variable", "it"], "I'm glad the GTK overlay-scrolling environment variable works, as it makes Tartube so much more usable.", author="u1")
    lend(TARTUBE, [ta1], T_FFSCROLL, SAME, ZIM)

    ch1 = (U, "[Feature Request] always show scrollbars. It would be really nice if scrollbars were always displayed.", "u1")
    rec(CHICAGO, [ch1], "Adding 'gtk-overlay-scrolling=0' to /usr/share/themes/Chicago95/gtk-3.0 seems to do the trick", True, "pronoun", ["the trick"], "Adding gtk-overlay-scrolling=0 to the settings.ini in /usr/share/themes/Chicago95/gtk-3.0 makes the Chicago95 theme always display scrollbars.", author="u1")
    lend(CHICAGO, [ch1], T_LICATTR, OTHER, SAYBOARD)

    pm1 = (U, "overlay scrollbars. not sure if an app can specify overlay scrollbars, or if the theme does it. but look into this. mainly a self note.", "u1")
    pmq = "Since GTK whatever those should be mostly overlay?\nThey appear if needed and disappear when not in use and no mouse covering it"
    rec(PIM, [pm1], pmq, True, "pronoun", ["those", "They"], "Since some GTK version, shouldn't Pim's scrollbars be mostly overlay? They appear when needed and disappear when not in use and no mouse covers them.", author="u2")
    rec(PIM, [pm1, (A, pmq, "u2"), (A, "Seems to be with 3.16", "u2"), (U, "yeah that's what i'm talking about", "u1"), (A, "should be default and/or from the theme then", "u2")], F_WORKSFORME, True, "ellipsis", [], "Overlay scrollbars in Pim work for me.", author="u1")
    lend(PIM, [pm1], T_CCSPACE, OTHER, FROODY)

    # ---- open source licence attributions in the About screen ----
    sb1 = (U, "License violations: app doesn't list open source components it uses", "u1")
    sbq = "Typically this is done with an \"Open source licenses\" section in the app's about section or settings screen."
    # In its own thread, and still a trap: a general claim about licences.
    rec(SAYBOARD, [sb1], T_LICATTR, False, SAME, [], None, author="u1")
    rec(SAYBOARD, [sb1, (U, T_LICATTR, "u1")], sbq, True, "pronoun", ["this"], "Open source license attribution is typically done with an \"Open source licenses\" section in an app's about section or settings screen.", author="u1")
    rec(SAYBOARD, [sb1, (U, T_LICATTR + " " + sbq + " \n\nAFAICT, Sayboard doesn't have this, so I thought I'd give you a heads up that (unless I'm missing something) it's probably violating the license of most of its dependencies.", "u1"), (U, "Looks like Google has a library to do this: https://developers.google.com/android/guides/opensource", "u1")], "Added a plugin that does this in a09824bf7e4716b363f750ed636df1f6a97aa7a1", True, "pronoun", ["this"], "Sayboard added a plugin that lists the open source components it uses (commit a09824bf7e4716b363f750ed636df1f6a97aa7a1).", author="u2")

    fr1 = (U, "Mention application's own license in About. In the application's About and the About->Show licences dialogs I see only mention of the licenses of the used third party components (CC BY 4.0, MIT, Apache). Nowhere the license for the application itself (GNU GPL) is mentioned.", "u1")
    # In its own thread, and still a trap: a general claim about Creative Commons names.
    rec(FROODY, [fr1, (U, "Sidenote: in README.md and licenses.html \"CC-BY 4.0\" is used to refer to a Creative Commons license.", "u1")], T_CCSPACE, False, WHAT, [], None, author="u1")
    rec(FROODY, [fr1], "Thanks for pointing out!\nThe app's GPLv3 will get added to the About screen (not to dialog).", True, "pronoun", ["The app's"], "Froody's own GPLv3 license will get added to its About screen (not to the licenses dialog).", author="u2")
    lend(FROODY, [fr1], T_LICATTR, SAME, SAYBOARD)

    kw1 = (U, "Open source license dialog. Create an entry in the settings that opens up a new Activity/Dialog for when you click on it.", "u1")
    rec(KIWIX, [kw1], "It should display the current open source licenses of the open source libraries that we're using.", True, "pronoun", ["It"], "Kiwix's open source license dialog should display the licenses of the open source libraries Kiwix uses.", author="u1")
    lend(KIWIX, [kw1], T_GRAVUNKEYED, OTHER, OSSF)

    # ---- truncated text: the full text in a tooltip ----
    sp1 = (A, "client_v2: Show the full text in a tooltip when it is truncated. Split out of #1080 (item 7), reported by @ClusterM.\n\nText that is cut off with an ellipsis gives no way to read the full value.", "u1")
    # In its own thread, and still a trap: the quoted UI rule.
    rec(SPOOLMAN, [sp1], T_TOOLTIPSTD, False, SAME, [], None, author="u1")
    spq = "Touch is the awkward case, since hover does not exist there; the truncated value needs another route on small screens."
    sph = (A, "> " + T_TOOLTIPSTD + " This is a well-established UI/UX standard.\n\n**Proposal**\n\nWherever text is truncated, expose the full value on hover and on keyboard focus.", "u1")
    rec(SPOOLMAN, [sp1, sph], spq, True, "pronoun", ["the truncated value", "there"], "For Spoolman's truncated text, touch is the awkward case: hover does not exist there, so the full value needs another route on small screens.", author="u1")
    rec(SPOOLMAN, [sp1, sph, (A, spq, "u1")], "#1034 attacks the same pain from the other side by making the column resizable.", True, "pronoun", ["the same pain", "the column"], "Spoolman issue #1034 attacks truncated text from the other side by making the column resizable.", author="u1")

    et1 = (U, "Feature: add alt attribute with fulltext or truncated a little less", "u1")
    etq = "So that when hover over the truncated value in the tooltip, a long one is displayed."
    rec(ELLIPSISTA, [et1], etq, True, "pronoun", ["the truncated value", "one"], "An alt attribute with the full text in ellipsis-textarea would display the long value in a tooltip when hovering over the truncated one.", author="u1")
    rec(ELLIPSISTA, [et1, (U, etq, "u1")], "+1", True, "ellipsis", [], "I would also like ellipsis-textarea to show the full text in a tooltip on hover.", author="u2")
    lend(ELLIPSISTA, [et1], T_TOOLTIPSTD, SAME, SPOOLMAN)

    sg1 = (A, "Investigate Truncation/Tooltip approach. The goal of this issue is to research options for how to safely truncate text and yet make the full text available to users such as on hover.", "u1")
    rec(SAGE, [sg1], "Can a tooltip be conditional based on whether or not the text is truncating?", True, "pronoun", ["the text"], "Can a Sage tooltip be conditional on whether or not its text is truncating?", author="u1")
    lend(SAGE, [sg1], T_BRUTE, OTHER, MAILPILE)

    ts1 = (U, "Hover over full name for truncated text in filter columns", "u1")
    tsq = "Any text that's too long gets truncated - but we need a way for people to be able to read it."
    rec(TESS, [ts1], tsq, True, "pronoun", ["it"], "In TeSS's filter columns any text that's too long gets truncated, but we need a way for people to read it.", author="u1")
    rec(TESS, [ts1, (U, tsq + " Have a hover over or a tooltip that reads the name.", "u1")], "I think there's a `title` attribute or something we could use", True, "ellipsis", [], "I think there's a `title` attribute or something TeSS could use to show the full name of truncated filter text on hover.", author="u1")
    lend(TESS, [ts1], T_MACEMOJI, OTHER, QUIET)

    # ---- a maximum password length ----
    ki1 = (U, "Maximum Password Length", "u1")
    kid = (U, T_MAXLEN + " " + T_CONSTRAINTS + "\n\nTalking brute force (yeah I know wouldn't really happen randomly, but lets just imagine this user has a super computer) knowing the upper limit of a password can help with brute force attacks, or crossover from other compromised sites can also be an issue.\n\nAlso, I like making passwords longer than 20 characters 😃", "u1")
    # In its own thread, and still traps: general claims about password limits.
    rec(KINTO, [ki1], T_MAXLEN, False, SAME, [], None, author="u1")
    rec(KINTO, [ki1, (U, T_MAXLEN, "u1")], T_CONSTRAINTS, False, SAME, [], None, author="u1")
    rec(KINTO, [ki1, kid], "➤ Joseph Cooper commented:\n\nWe will set the max password length to 128 characters.", True, "pronoun", ["the max password length"], "KintoHub will set its maximum password length to 128 characters.", author="u2")
    lend(KINTO, [ki1], T_SPECIALCHAR, SAME, ETHUI)

    us1 = (U, "Please don't restrict *maximum* password length", "u1")
    us2 = (U, "Restricting minimum length is good for security, but *maximum*? There is no point, it's hashed anyway.. unless it's stored clear text.", "u1")
    us3 = (U, "Joking aside, I personally use something like 40 to 64 in the password generator, and yes, I agree it's very rare to see high 2- or even 3-figure lengths, if they exist at all. So something like 96 or 192 would suffice.", "u1")
    rec(USERSTYLES, [us1, us2, us3], "Why a limitation at all?", True, "ellipsis", [], "Why does userstyles.world limit password length at all?", author="u2")
    # In its own thread, and still a trap: a general claim about operating systems.
    rec(USERSTYLES, [us1, us2, us3, (U, "Why a limitation at all?", "u2")], T_OSCODE, False, OTHER, [], None, author="u1")
    rec(USERSTYLES, [us1, us2, us3, (U, "Why a limitation at all?", "u2"), (U, T_OSCODE + " Websites are more fluid and flexible, and run on developer controlled hardware.", "u1")], "That said, 256 is probably enough.", True, "ellipsis", [], "A maximum password length of 256 is probably enough for userstyles.world.", author="u1")
    lend(USERSTYLES, [us1], T_PASSPHRASE, SAME, BRAMBLE)

    nw1 = (U, "Password length limited", "u1")
    nwq = "Do not limit the password to 15 characters"
    rec(NEWPASS, [nw1], nwq, True, "pronoun", ["the password"], "NewPass should not limit generated passwords to 15 characters.", author="u1")
    rec(NEWPASS, [nw1, (U, nwq, "u1")], "Done!", True, "ellipsis", [], "NewPass no longer limits passwords to 15 characters.", author="u2")
    lend(NEWPASS, [nw1], T_MAXLEN, SAME, KINTO)

    # ---- case-insensitive e-mail logins ----
    gk1 = (U, "Login Case sensitive? somehow not cool: when i log in it seems that i have to write my email case sensitive  ... i tried \"amonbxxxx@gmail.com\" but it says: \"no email like this\" ... but with \"Amonbxxx@gmail.com\" it worked ...", "u1")
    gkq = "not very urgent, but sooner or later i think it would be nice :)"
    rec(GOKIBITZ, [gk1], gkq, True, "pronoun", ["it"], "Case-insensitive email login in GoKibitz is not very urgent, but it would be nice sooner or later.", author="u1")
    rec(GOKIBITZ, [gk1, (U, gkq, "u1")], "Hmm--I guess that should be case insensitive, since emails themselves are. Thanks for pointing this out!", True, "pronoun", ["that", "this"], "GoKibitz's email login should be case insensitive, since emails themselves are.", author="u2")
    lend(GOKIBITZ, [gk1], T_NOTCASE, SAME, LUNCH)

    lu1 = (U, "Emails are case-sensitive. E-mail addresses are case sensitive.  One of our members had his email address entered with a capital letter at the beginning.  He could not access until he tried logging in with the same capitalization.", "u1")
    # In its own thread, and still a trap: a general claim.
    rec(LUNCH, [lu1], T_NOTCASE, False, SAME, [], None, author="u1")
    rec(LUNCH, [lu1, (U, T_NOTCASE, "u1")], "Thanks! I'll work on making emails case insensitive.", True, "ellipsis", [], "I'll work on making emails case insensitive in Lunch's login.", author="u2")
    lend(LUNCH, [lu1], T_BIGLETTERS, SAME, OPENSUPPORTS)

    ke1 = (U, "Case-sensitive emails. A user can successfully register with an email address containing uppercase characters, but the login modal will not recognize the email address unless it is typed in all lowercase.", "u1")
    keq = "@DarthNemesis Good spot, I'll fix it asap"
    rec(KENMEI, [ke1], keq, True, "pronoun", ["it"], "Good spot: I'll fix Kenmei's case-sensitive email login as soon as possible.", author="u2")
    rec(KENMEI, [ke1, (A, keq, "u2")], "This has now been fixed, thanks for reporting", True, "pronoun", ["This"], "Kenmei's login modal no longer requires the email address in all lowercase; it has been fixed.", author="u2")
    lend(KENMEI, [ke1], T_NOTCASE, SAME, LUNCH)

    if1 = (U, "Uppercase characters not allowed when registering. Registering with an email that contains uppercase characters isn't possible.", "u1")
    ifq = "I suggest allowing them since they are valid in email and many people (e.g. IFRC email) use capitalization frequently, making copy-pasting difficult."
    rec(IFRC, [if1], ifq, True, "pronoun", ["them", "they"], "I suggest IFRC GO's registration allow uppercase characters in email addresses, since they are valid in email and many people (e.g. IFRC email) use capitalization, which makes copy-pasting difficult.", author="u1")
    rec(IFRC, [if1, (U, ifq, "u1")], "Registration should now ignore case. @omniscjencja @szabozoltan69 can this be closed?", True, "ellipsis", ["this"], "IFRC GO's registration should now ignore the case of email addresses; can the issue be closed?", author="u2")
    lend(IFRC, [if1], T_BIGLETTERS, SAME, OPENSUPPORTS)

    op1 = (U, "Email as LogIn? BIG letters and lowercase letters?", "u1")
    opq = "When I logged in, however, I found that it was case-sensitive."
    # In its own thread, and still a trap: a general claim about e-mail addresses.
    rec(OPENSUPPORTS, [op1], T_BIGLETTERS, False, SAME, [], None, author="u1")
    rec(OPENSUPPORTS, [op1, (U, "Hey,\n\n" + T_BIGLETTERS, "u1")], opq, True, "pronoun", ["it"], "When I logged in to OpenSupports, however, I found that the email login was case-sensitive.", author="u1")
    rec(OPENSUPPORTS, [op1, (U, "Hey,\n\n" + T_BIGLETTERS + "\n" + opq, "u1")], "I think this is a small logic error, as you can see from the small example.", True, "pronoun", ["this"], "I think OpenSupports' case-sensitive email login is a small logic error.", author="u1")
    lend(OPENSUPPORTS, [op1], T_OTHERTOOLS, OTHER, HOVERZOOM)

    # ---- "?" for a keyboard-shortcut overlay ----
    sf1 = (A, "Add help overlay", "u1")
    sfq = "It would be nice to show the keyboard shortcuts directly in the application. For example, GMail shows it after pressing <kbd>h</kbd>."
    rec(SELFOSS, [sf1], sfq, True, "pronoun", ["the application", "it"], "It would be nice for selfoss to show its keyboard shortcuts directly in the application, as Gmail does after pressing h.", author="u1")
    rec(SELFOSS, [sf1, (A, sfq, "u1")], "Ya, I was also thinking the same.\nWill be thinking that how to implement it.", True, "pronoun", ["the same", "it"], "I was also thinking selfoss should show its keyboard shortcuts in a help overlay; I'll think about how to implement it.", author="u2")
    lend(SELFOSS, [sf1], T_OTHERTOOLS, SAME, HOVERZOOM)

    hz1 = (U, "[Feature]: Show a compact view of all keyboard shortcuts in an overlay as long as key [?] is held pressed", "u1")
    # In its own thread, and still traps: a general claim about other tools, and one that names Hoverzoom.
    rec(HOVERZOOM, [hz1], T_OTHERTOOLS, False, SAME, [], None, author="u1")
    rec(HOVERZOOM, [hz1, (U, T_OTHERTOOLS, "u1")], "Hoverzoom seems to prefer holding the key pressed to show things.", False, SAME, [], None, author="u1")
    rec(HOVERZOOM, [hz1], F_SAMEIDEA, True, "pronoun", ["the same"], "I was also thinking Hoverzoom should show a compact overlay of all keyboard shortcuts while ? is held pressed.", qsrc=SELFOSS, author=None)

    pw1 = (A, "Display keyboard shortcuts", "u1")
    pwq = "Pressing <kbd>?</kbd> should display list of available shortcuts via overlay."
    rec(PLSWATCH, [pw1], pwq, True, "ellipsis", [], "In pls.watch, pressing ? should display the list of available keyboard shortcuts in an overlay.", author="u1")
    rec(PLSWATCH, [pw1, (A, pwq, "u1")], "This shortcut is used in Gmail.", True, "pronoun", ["This shortcut"], "The ? shortcut for listing keyboard shortcuts is used in Gmail.", author="u1")
    lend(PLSWATCH, [pw1], T_MOBILEPAIN, OTHER, TOAST)

    nx1 = (A, "Keyboard shortcut cheatsheet overlay. Power-user affordances exist (Ctrl+K palette, page-level shortcuts) but are invisible — nothing lists them, so discovery is word-of-mouth.", "u1")
    nxq = "Pressing **?** (outside input fields) opens a small dismissible overlay listing all keyboard shortcuts, grouped (global / current page)."
    rec(NEXORA, [nx1], nxq, True, "ellipsis", [], "In Nexora, pressing ? outside input fields should open a small dismissible overlay listing all keyboard shortcuts, grouped global / current page.", author="u1")
    rec(NEXORA, [nx1, (A, nxq + " Esc or click closes. Linked also from the profile dropdown (\"Keyboard shortcuts\") for discoverability of the overlay itself.", "u1")], "Fixed in de808193 — press ? outside an input (or Keyboard shortcuts in the profile dropdown) to see the overlay. Esc or backdrop click closes it.", True, "pronoun", ["the overlay", "it"], "Nexora's keyboard shortcut overlay is fixed in de808193: press ? outside an input (or Keyboard shortcuts in the profile dropdown); Esc or a backdrop click closes it.", author="u1")
    lend(NEXORA, [nx1], T_MAXLEN, OTHER, KINTO)

    at1 = (U, "Add Help-overlay support. Add basic help-overlay (Keyboard Shortcuts) support.", "u1")
    rec(ADWTEMPLATE, [at1], "Thanks a lot, very welcome addition", True, "ellipsis", [], "Thanks a lot: help-overlay (keyboard shortcuts) support is a very welcome addition to adw_template_app.", author="u2")
    lend(ADWTEMPLATE, [at1], T_CONSTRAINTS, OTHER, KINTO)

    # ---- password strength meters (zxcvbn) or composition rules ----
    br1 = (U, "Password strength meter is wildly misleading. Both when creating a new master password, and when creating individual saved password items, the NPM package `check-password-strength` is used to check whether a password is \"weak\" or \"strong\".", "u1")
    brq = "There's just one problem: that package returns wildly misleading results."
    rec(BRAMBLE, [br1], brq, True, "pronoun", ["that package"], "The check-password-strength package Bramble uses returns wildly misleading results.", author="u1")
    # In its own thread, and still a trap: a general claim (cut before ", but this package calls all such passphrases").
    rec(BRAMBLE, [br1, (U, brq, "u1")], T_PASSPHRASE, False, SAME, [], None, author="u1")
    rec(BRAMBLE, [br1, (U, brq + " " + T_PASSPHRASE + ", but this package calls all such passphrases \"weak\".\n\nWould you be willing to consider evaluating password strength using the zxcvbn algorithm, or at least some other algorithm that considers 64-character-long passwords as strong even when they don't have a number in them?", "u1")], "Hey, thanks for reporting this! I'm open to this suggestion. The choice of `check-password-strength` was mostly convenience at the time, so this is definitely a good idea to revisit.", True, "pronoun", ["this", "this suggestion"], "I'm open to Bramble evaluating password strength with zxcvbn; check-password-strength was chosen mostly for convenience, so it is a good idea to revisit.", author="u2")
    lend(BRAMBLE, [br1], T_CONSTRAINTS, SAME, KINTO)

    nf1 = (A, "remove password complexity requirements. add complexity rating for visual feedback", "u1")
    nfq = "Might I recommend the use of [zxcvbn](https://github.com/dropbox/zxcvbn)? It supports the standard that entropy is a means to security instead of length or complexity."
    rec(NAFUE, [nf1], nfq, True, "ellipsis", [], "Might I recommend using zxcvbn for nafue's password complexity rating? It supports the standard that entropy is a means to security instead of length or complexity.", author="u2")
    rec(NAFUE, [nf1, (U, nfq + "\n\nMaybe get rid of complexity requirements and only use an entropy requirement?", "u2")], "great idea!", True, "ellipsis", [], "Using zxcvbn and only an entropy requirement instead of complexity requirements in nafue is a great idea.", author="u1")
    lend(NAFUE, [nf1], T_SPECIALCHAR, SAME, ETHUI)

    eu1 = (U, "Use zxcvbn for password strength estimation", "u1")
    euq = "The current password strength estimation only looks for the length of the password and forces the existence of a special character."
    rec(ETHUI, [eu1], euq, True, "pronoun", ["The current password strength estimation"], "ethui's current password strength estimation only looks at the password's length and forces a special character.", author="u1")
    # In its own thread, and still a trap: a general claim.
    rec(ETHUI, [eu1, (U, euq + " [zxcvbn](https://dropbox.tech/security/zxcvbn-realistic-password-strength-estimation) is used by Bitwarden and allows us to be more flexible and informative at the same time.", "u1")], T_SPECIALCHAR, False, SAME, [], None, author="u1")
    rec(ETHUI, [eu1, (U, euq + " [zxcvbn](https://dropbox.tech/security/zxcvbn-realistic-password-strength-estimation) is used by Bitwarden and allows us to be more flexible and informative at the same time. " + T_SPECIALCHAR, "u1"), (U, "@naps62 looks good?", "u1")], "yes 👍🏼", True, "ellipsis", [], "Yes, using zxcvbn for ethui's password strength estimation looks good.", author="u2")
    lend(ETHUI, [eu1], T_PASSPHRASE, SAME, BRAMBLE)

    tw1 = (U, "Propose removing arbitrary password rules. NIST’s new password rules", "u1")
    twd = (U, "No composition rules. What this means is, no more rules that force you to use particular characters or combinations, like those daunting conditions on some password reset pages.\n\nLet people choose freely, and encourage longer phrases instead of hard-to-remember passwords or illusory complexity such as pA55w+rd.\n\nhttps://blog.codinghorror.com/password-rules-are-bullshit/", "u1")
    tw2 = (A, "Hi Bryan\n\nThanks for the pull request.", "u2")
    # In its own thread, and still a trap: a general claim about phones.
    rec(TOAST, [tw1, twd, tw2], T_MOBILEPAIN, False, SAME, [], None, author="u2")
    rec(TOAST, [tw1, twd, (A, tw2[1] + "\n\n" + T_MOBILEPAIN, "u2")], "Shorter passphrase with a greater complexity is advantageous in this setting.", True, "pronoun", ["this setting"], "In Toast Wallet, where the passphrase is entered on mobile, a shorter passphrase with greater complexity is advantageous.", author="u2")
    lend(TOAST, [tw1], T_OSCODE, OTHER, USERSTYLES)

    # ---- third batch: scrollbars, back to top, e-mail case, attributions, tooltips, paste, Enter ----
    ov1 = (U, "Question: How to show scrollbar always? How to show scrollbar always, if the default scrollbar is applied on overflow?", "u1")
    rec(OVERLAYSB, [ov1], "@jeevasusej good day :)\n\nI might be misunderstanding the question, but the scrollbars is always visible per default. (If there is overflow obviously)", True, "pronoun", ["the question", "the scrollbars"], "OverlayScrollbars' scrollbars are always visible by default when there is overflow.", author="u2")
    lend(OVERLAYSB, [ov1], T_SUPERSECURE, OTHER, WICG)

    cs1 = (A, "Add \"hide when not in use\" option. Many users have suggested adding the option to auto-hide the scroll bar until the user starts scrolling or moves their mouse to the edge of a scrollable element.", "u1")
    csq = "However, I believe the current options that Firefox allows make this type of option impossible."
    rec(CUSTOMSB, [cs1], csq, True, "pronoun", ["this type of option"], "I believe the options Firefox currently allows make an auto-hide scroll bar option in Custom Scrollbar impossible.", author="u1")
    rec(CUSTOMSB, [cs1, (A, csq, "u1")], "Looking forward to it soon", True, "pronoun", ["it"], "I'm looking forward to Custom Scrollbar's hide-when-not-in-use option.", author="u2")

    vr1 = (U, "Overlay scrollbars not shown on hover. The overlay scroll bars when enabled does not show on hover until you press the up or down arrow keys.", "u1")
    rec(VIRA, [vr1], ":+1:", True, "ellipsis", [], "I also see Vira's overlay scrollbars not shown on hover until an arrow key is pressed.", author="u2")
    # In its own thread, and still a trap: names Sublime Text and says it all.
    rec(VIRA, [vr1, (U, ":+1:", "u2")], T_SUBLIME, False, SAME, [], None, author="u3")
    rec(VIRA, [vr1, (U, ":+1:", "u2"), (A, T_SUBLIME, "u3")], "If you want to see the scrollbars, use ```\"overlay_scroll_bars\": \"enabled\"``` in your preferences", True, "pronoun", ["the scrollbars"], "If you want to see the scrollbars with the Vira theme in Sublime Text, set \"overlay_scroll_bars\": \"enabled\" in your preferences.", author="u3")

    gl1 = (U, "\"overlay_scroll_bars\". make some fixes to change\"overlay_scroll_bars\" to enable and do scroll invisible", "u1")
    rec(AGILA, [gl1], "hmm might be redundant with current solution for invisible :smile:\n\n```\n\"theme_agila_vertical_scrollbar_invisible\": true,\n\"theme_agila_horizontal_scrollbar_invisible\": true,\n```", True, "ellipsis", [], "Changing overlay_scroll_bars might be redundant with Agila Theme's current invisible-scrollbar settings (theme_agila_vertical_scrollbar_invisible and theme_agila_horizontal_scrollbar_invisible set to true).", author="u2")
    lend(AGILA, [gl1], T_SUBLIME, SAME, VIRA)

    ni1 = (A, "Add button to scroll to the top of the page. Add a button that lets you quickly jump to the top of a long page.", "u1")
    rec(NIEM, [ni1], "**A new scroll-to-top button** appears on the left, in the middle of the page below the sidebar, after the green \"Submit Feedback/Ideas\" button has moved above the middle:", True, "pronoun", ["the page", "the sidebar"], "On the NIEM site a new scroll-to-top button appears on the left, in the middle of the page below the sidebar, after the green Submit Feedback/Ideas button moved above the middle.", author="u1")
    lend(NIEM, [ni1], T_GDPR, OTHER, HASHOVER)

    te1 = (U, "Email field on login page is case-sensitive. When logging in, the email must be in the same case that was used when signing up.", "u1")
    rec(TELEMETRY, [te1], "For example, if you signed up as Example@example.com, then logging in as example@example.com won't work.", True, "ellipsis", [], "For example, if you signed up to TelemetryDeck as Example@example.com, logging in as example@example.com won't work.", author="u1")
    lend(TELEMETRY, [te1], T_TWICE, SAME, SHARETRIBE)

    ss1 = (U, "Add About information for third party licenses", "u1")
    ssq = "This is a reasonably comprehensive list of third party libraries that are used, though perhaps we need a Google acknowledgement too?"
    rec(SOUNDSCAPE, [ss1], ssq, True, "pronoun", ["This"], "Soundscape's new About information is a reasonably comprehensive list of the third party libraries it uses; does it need a Google acknowledgement too?", author="u1")
    # In its own thread, and still a trap: a general claim about apps.
    rec(SOUNDSCAPE, [ss1, (U, ssq, "u1")], T_APACHEFIND, False, SAME, [], None, author="u1")

    cg1 = (U, "App needs to include open source attributions / legal notices. Given that we've used a number of open-source libraries, the app needs to include proper attribution of those with links to the relevant licenses.", "u1")
    cgq = "This can be done by adding a \"Legal Notices\" section to the Settings following the \"Terms & Conditions\" link."
    rec(COVIDGREEN, [cg1], cgq, True, "pronoun", ["This"], "The COVID Green app's open source attributions can be added as a \"Legal Notices\" section in its Settings after the \"Terms & Conditions\" link.", author="u1")
    rec(COVIDGREEN, [cg1, (U, cgq, "u1")], "Here's an example of how the Twitter app does it (for example) ... note the \"Legal Notices\" option at the end of the list which links to a webpage with the open source attributions.", True, "pronoun", ["it", "the list"], "The Twitter app shows open source attributions through a \"Legal Notices\" option at the end of its settings list, linking to a webpage.", author="u1")
    lend(COVIDGREEN, [cg1], T_APACHEFIND, SAME, SOUNDSCAPE)

    pv1 = (U, "Feature: hoverable ellipsis text. Make text that is trimmed used ellipsis to be hoverable and to see full name in tooltip", "u1")
    rec(PLAYCANVAS, [pv1], "this will be usefull in build names, attribute names, input fields, and in many more places", True, "pronoun", ["this"], "Hoverable ellipsis text showing the full name in a tooltip would be useful in the PlayCanvas Editor's build names, attribute names, input fields and many more places.", author="u1")
    lend(PLAYCANVAS, [pv1], T_APACHEFIND, OTHER, SOUNDSCAPE)

    kf1 = (A, "Prevent password from being pasted in. This came out of a playtest yesterday.", "u1")
    kfq = "One could hypothetically paste a password into the password field."
    rec(KINDAFUN, [kf1], kfq, True, "pronoun", ["the password field"], "In the kinda.fun game, one could hypothetically paste a password into the password field.", author="u1")
    rec(KINDAFUN, [kf1, (A, kfq + " This creates collion concerns, PLUS (and far more importantly) terrible corporate internet would prevent somebody from pasting a password.", "u1")], "Therefore, that should be disabled.", True, "pronoun", ["that"], "Therefore, pasting into the kinda.fun game's password field should be disabled.", author="u1")
    lend(KINDAFUN, [kf1], T_TWICE, SAME, SHARETRIBE)

    st1 = (U, "Fix copy paste password", "u1")
    # In its own thread, and still a trap: a general claim about people.
    rec(SHARETRIBE, [st1], T_TWICE, False, SAME, [], None, author="u1")
    rec(SHARETRIBE, [st1, (U, T_TWICE, "u1")], "=> they end up copy-pasting the password to a completely different field.", True, "pronoun", ["they"], "People used to typing the password twice end up copy-pasting it into a completely different field of the Sharetribe signup form.", author="u1")

    qz1 = (U, "Enter Key should automatically send", "u1")
    rec(QUIZAPP, [qz1], "The Enter key should automatically send to the chat, and Shift + Enter should add new lines.", True, "pronoun", ["the chat"], "In quiz_app, the Enter key should automatically send the chat message, and Shift+Enter should add new lines.", author="u1")
    lend(QUIZAPP, [qz1], T_SHIFTOTHERS, SAME, XMPPWEB)
