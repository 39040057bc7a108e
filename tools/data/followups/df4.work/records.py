"""df4 record blocks: one call per record, every turn quoted (trimmed) from the thread at its URL."""
# ruff: noqa: E501

GH = "https://github.com/"
ALTV = GH + "altmp/altv-issues/issues/708"
ARTISAN = GH + "artisan-roaster-scope/artisan/issues/584"
RETOOL = GH + "tryretool/retool-onpremise/issues/57"
JQPLOT = GH + "jqPlot/jqPlot/issues/210"
IMPRESS = GH + "harish-io/Impressionist/issues/32"
FIVE = GH + "chintanbanugaria/92five/issues/101"
LADDR = GH + "CodeForPhilly/laddr/issues/70"
SSHAM = GH + "pacoorozco/ssham/issues/40"
CONSIDER = GH + "Considerit/ConsiderIt/issues/100"
BOOKSTACK = GH + "BookStackApp/BookStack/issues/39"
STIRLING = GH + "Stirling-Tools/Stirling-PDF/issues/1242"
OMBI = GH + "Ombi-app/Ombi/issues/3228"
SIGNAGE = GH + "eerotal/LibreSignage/issues/98"
KUMA = GH + "louislam/uptime-kuma/issues/5045"
YOUTRACK = GH + "dzwicker/docker-youtrack/issues/17"
ONLYOFFICE = GH + "ONLYOFFICE/CommunityServer/issues/458"
V2BOARD = GH + "v2board/v2board/issues/638"
PYPROXY = GH + "qwj/python-proxy/issues/32"
FWDPROXY = GH + "caddyserver/forwardproxy/issues/67"
PROXHTTPS = GH + "wheever/ProxHTTPSProxyMII/issues/9"
HYSTERIA = GH + "HyNetworks/hysteria/issues/459"
ISH = GH + "ish-app/ish/issues/2248"
HYPER = GH + "vercel/hyper/issues/2586"
TCH = GH + "Ansuel/tch-nginx-gui/issues/944"
SHAREX = GH + "ShareX/ShareX/issues/7834"
USERTOUR = GH + "usertour/usertour/issues/209"
OAK = GH + "byarcnine/open-agent-kit-core/issues/37"
STRANSLATE = GH + "sienori/simple-translate/issues/251"
RTRANSLATOR = GH + "niedev/RTranslator/issues/102"

COLLABORA = GH + "CollaboraOnline/online/issues/11328"
JDOWN = GH + "jlesage/docker-jdownloader-2/issues/105"
QUETRE = GH + "PussTheCat-org/docker-quetre-quay/issues/1"
VDR = GH + "lapicidae/vdr-server/issues/2"
MAUTRIX = GH + "mautrix/facebook/issues/110"
UNIFI = GH + "ep1cman/unifi-protect-backup/issues/103"
REGISTRY = GH + "Joxit/docker-registry-ui/issues/34"
ROCK = GH + "ayufan-rock64/linux-build/issues/133"
ROCK2 = GH + "ayufan-rock64/linux-build/issues/462"
LXC = GH + "lxc/lxc/pull/1116"
DOTNET = GH + "dotnet/core-setup/pull/3891"
CHEF = GH + "LukeMathWalker/cargo-chef/issues/182"
GLIBC = GH + "sgerrand/docker-glibc-builder/issues/39"
COMFY = GH + "utensils/comfyui-nix/issues/27"
MEDUSA = GH + "FasterDecoding/Medusa/issues/111"
LEETGPU = GH + "AlphaGPU/leetgpu-challenges/issues/53"
FRYER = GH + "huggingface/gpu-fryer/issues/14"
PYVIDEO = GH + "jianchang512/pyvideotrans/issues/686"
ROCMPT = GH + "ROCm/pytorch/issues/1392"
ROCMWIN = GH + "ROCm/legacy-rocm-build/issues/666"
NCOIDC = GH + "pulsejet/nextcloud-oidc-login/issues/31"
HASSOIDC = GH + "christiaangoossens/hass-oidc-auth/issues/103"
NOCOBASE = GH + "nocobase/nocobase/issues/2440"
CHORUS = GH + "AlessandroAU/Chorus32-ESP32LapTimer/issues/108"
QUASAR = GH + "quasar/Quasar/issues/816"
OOT = GH + "OoTRandomizer/OoT-Randomizer/issues/1715"
MITM = GH + "mitmproxy/mitmproxy/issues/2572"
RIR = GH + "sunits/rir_simulator_python/issues/3"
GOSMC = GH + "panotza/gosmc/issues/2"
MDGALLERY = GH + "leepenney/markdown-gallery/issues/1"
CUMULUS = GH + "gillesdemey/Cumulus/issues/31"
REVPROXY = GH + "jvvan/reverseproxy/issues/9"
MASTOGUIDE = GH + "ummjackson/mastodon-guide/issues/13"
AAPANEL = GH + "aaPanel/aaPanel/issues/44"
NGINXPROXY = GH + "nginx-proxy/nginx-proxy/issues/1241"
PLEXPROXY = GH + "toomuchio/plex-nginx-reverseproxy/issues/25"
REDISCN = GH + "xinzhuxiansheng/blog-notes/issues/50"

SICKRAGE = GH + "SiCKRAGETV/sickrage-issues/issues/2414"
INVENTREE = GH + "inventree/InvenTree/issues/5138"
SSLH = GH + "yrutschle/sslh/issues/212"
YARR = GH + "nkanaev/yarr/issues/77"
JARVIS = GH + "Zefau/ioBroker.jarvis/issues/226"
TXADMIN = GH + "citizenfx/txAdmin/issues/59"
KUORUAN = GH + "kuoruan/shell-scripts/issues/47"
SHADOWSOCKS = GH + "shadowsocks/shadowsocks/issues/326"
CHATWEB = GH + "Huniko519/ChatGPT-React-Next-Web/issues/2"
JQBX = GH + "JasonZigelbaum/jqbx-issues/issues/197"
DUMBKAN = GH + "DumbWareio/DumbKan/issues/3"
MOMENTS = GH + "kingwrcy/moments/issues/9"
VOIP = GH + "0perationPrivacy/VoIP/issues/53"
FREETAR = GH + "kmille/freetar/issues/32"
GLOOM = GH + "teamducro/gloomhaven-storyline/issues/294"
VOTEN = GH + "voten-co/voten/issues/343"
ZIGNALY = GH + "zignaly-open/zignaly-webapp/issues/1813"
SWING = GH + "swingmx/swingmusic/issues/146"
ICONFONT = GH + "thx/iconfont-plus/issues/146"
DIFFVIEW = GH + "Aeolun/react-diff-viewer-continued/issues/16"

NOTES = GH + "maltaisn/another-notes-app/issues/176"
MAKESENSE = GH + "SkalskiP/make-sense/issues/102"
NEUTRINOTE = GH + "appml/neutrinote/issues/48"
PIXY = GH + "mrzmyr/pixy-mood-tracker-app/issues/183"
GIJGO = GH + "atatanasov/gijgo/issues/129"
AUTOBRR = GH + "autobrr/autobrr/issues/5"
BACKUPD = GH + "wnstify/backupd/issues/2"
TGSCRIPT = GH + "kuchkovsky/asuswrt-merlin-scripts/issues/14"
CERTSPOTTER = GH + "SSLMate/certspotter/issues/102"
VAULTBACKUP = GH + "ttionya/vaultwarden-backup/issues/188"
OWNCLOUD = GH + "owncloud/core/issues/22748"

ALEXANDRIE = GH + "Smaug6739/Alexandrie/issues/346"
MOA = GH + "togethercomputer/MoA/issues/27"
DICTAPI = GH + "meetDeveloper/freeDictionaryAPI/issues/73"
CHATGPTLIB = GH + "acheong08/ChatGPT/issues/435"
OPENVIBE = GH + "vitalops/openvibe/issues/50"

CLOUDPANEL = GH + "cloudpanel-io/cloudpanel-ce/issues/67"
WORDOPS = GH + "WordOps/WordOps/issues/313"
NGINXEE = GH + "VirtuBox/nginx-ee/issues/84"
NGXUNIT = GH + "nginx/unit/issues/554"
DOCKERTRAINING = GH + "ondrejsika/docker-training/issues/100"

# Threads that only lend a question: the rest of each is no exchange, or none a df4 question fits.
QUESTION_ONLY: tuple[str, ...] = (YOUTRACK, HYSTERIA, SHAREX, LXC, DOTNET, MEDUSA, FRYER, ROCMWIN, HASSOIDC, REDISCN, TXADMIN, JQBX, VOTEN, DIFFVIEW, GIJGO, TGSCRIPT, VAULTBACKUP, NGXUNIT, DOCKERTRAINING)

# ---- the bank: real questions from df4 threads, placed after another df4 thread ----
# Name their subject (traps wherever they go):
Q_FWD = "Does forwardproxy support ipv6 ?"
Q_SHAREX = "I'm seeing memory usage around 800 MB, even when ShareX is minimized to the tray or Windows has just started. Is this normal?"
Q_V2B = "How could I take backup from users an subscriptions on first one and restore on another one? Is there such this feature on v2board?"
Q_RETOOL = "Hello, I'm trying to host Retool on my Raspberry Pi (arm) and I couldn't make it work... Do you have any idea ?"
Q_LEO = "Don't quote me on this, but aren't apps using as much memory as they get allocated by the OS?"
Q_LXC = "What's the difference between armv7 and armhf in alpine?"
Q_DOTNET = "`arm64hf` whatr does the `hf` suffix mean?"
Q_ROCMWIN = "Would the ROCm support for windows?Or never?"
Q_REDISCN = "Redis的持久化方式介绍下，RDB和AOF有什么区别？"
Q_LADDR = "Is it possible to add LDAP as login method on Laddr?"
Q_CONSIDERIT = "We are working on using consider.it in combination with Wordpress with Buddypress. Is there a possibility of supporting oAuth and LDAP?"
Q_HYPER = "Hyper uses ~90MB of memory which is unusually high."
Q_OO = "I installed the onlyoffice-workspace version on a new server using docker on ubuntu 20.04 now I would like to transfer the backup of the old server to the new server. is there any guide to follow to do this??"
Q_RIR = "I would like to integrate (part of) `rir_simulator_python` into `pyannote.audio`. `pyannote.audio` is MIT while `rir_simular_python` is GPL v3. Would you consider switching this repo to MIT as well? Or do you prefer to stick with GPL v3?"
Q_MITM = "I was pleased to see mitmproxy is licensed under MIT. At least one dependency, html2text, is licensed under GPL3. Can we resolve this incompatible licensing issue?"
Q_GOSMC = "gosmc is MIT licensed, but it includes smc.c and smc.h which are both GPL."
Q_NGINXPROXY = "Our websites is now using nginx-proxy + lets encrypt-nginx-proxy-companion, with nginx client-certificate turning on: `ssl_verify_client on;` One issue comes when certificate expired and LE agent tries to renew the certificate. I wonder if there would be some environment variables for me to set and cover this situation?"
Q_INVENTREE = "Want to run two instances of InvenTree. Do I just set up a second instance with a different port number?"
Q_SSLH = "is it possible to run multiple instances of sslh at the same time? Listening on different ports? what is the syntax for this?"
Q_TXADMIN = "Can i run like 2 Different Instances of TXadmin on like different ports?"
Q_DVP = "docker vs podman"
# Need the thread's project (follow-ups after a thread they fit):
Q_UNIT = "QUIC is finally RFC 9000 and I would like to know if you've an ETA about it's release"
Q_SHADOWSOCKS = "How to run multiple instances on one computer?"
Q_KUORUAN = "可以多端口？？？？？"
Q_YARR = "Is it possible to run multiple instances in same machine as separate profile?"
Q_JQBX = "Do you have plans to enable pwa functionality on the web app? It'd be great to have it for iPads."
Q_VOTEN = "just a question : what about upgrade as a PWA instead of develop new version for mobile ?"
Q_VOIP = "Will there be an app for this project or some sort of way to have it on my mobile phone and get push notifications?"
Q_GIJGO = "hi is their any functionality to support for export to excel, pdf, csv files"
Q_NOTES = "If so, does that make it more privacy-friendly compared to apps like FOSSify Notes?"
Q_TGSCRIPT = "Is it possible to create a notification script not via email, but via messenger Telegram using a webhook?"
Q_VAULT = "Is it possible to send a notification not via email, but via telegram bot to a specific channel?"
Q_DIFF = "Is anybody know if performance improved compared to the original?"
Q_MEDUSA = "do you support Amd gpu -- rocm ??"
Q_FRYER = "Can we support ROCM runs on data center GPUs like MI300X and 355X ?"
Q_HASS = "Did anyone already experiment with keycloak configurations?"
Q_QUASAR = "So can the project even be under MIT license when it uses a source code component under GPL?"
Q_CHORUS = "if there is still MIT Licensed code in the repo is that still compatible with GPL?"
Q_HYSTERIA = "支持IPv6吗？Does this proxy support IPv6?"
Q_YOUTRACK = "how to restore data from another server using backup ??"
Q_KUMA = "Hi, I changed my server and now I need to import backup files from another server, what is the best way to accomplish this now?"
Q_CONSIDER = "Is there a possibility of supporting oAuth and LDAP?"
Q_OMBI = "Is there any way to use LDAP for authentication? Or importing users from ldap?"
Q_JQPLOT = "What is the current alternative available?"
Q_IMPRESS = "What is the license for this project and it's source code? MIT? Apache license?"
Q_ISH = "installed htop and ram usage is around 800M. Is this normal?"
Q_OAK = "Does the self-hosted version have limitations?"


def load(rec, U, A) -> None:  # noqa: PLR0915  (one block per thread)
    # ---- ARM: Raspberry Pi and Apple M1 ----
    al1 = (U, "ARM support for Raspberry Pis. I think a lot of people would benefit from having ARM support, especially the ones who have home servers. Nowadays, indeed, Raspberry Pis are very popular.")
    al2 = (U, "This would also be good to be able to target the future Mac's, which now consist of the Apple M1 chip - based on the ARM architecture.")
    ala = (A, "Just because it might support Raspberry PI's it doesnt mean it supports the m1 macs.")
    alq = "But what's the likelihood of it not?"
    ala2 = (A, "Im 100% sure it won't work on the m1 without a extra adjustment for it.")
    rec(ALTV, [al1], al2[1], True, "pronoun", ["This"], "ARM support for Raspberry Pis in altv would also be good to be able to target the future Mac's, which now consist of the Apple M1 chip - based on the ARM architecture.")
    rec(ALTV, [al1, al2, ala], alq, True, "ellipsis", ["it not"], "What's the likelihood of altv's ARM support for Raspberry Pis not supporting the m1 macs?")
    rec(ALTV, [al1, al2, ala, (U, alq), ala2], Q_RETOOL, False, "trap_same_domain_new_topic", [], None, qsrc=RETOOL)

    ar1 = (U, "Adding ARM64 Support")
    ara = (A, "This might take some time until all underlying libs and tools are updated with ARM64 support...")
    ar2 = (U, "I second this.")
    ara2 = (A, "Note that current Artisan builds as well as Phidget driver run under Rosetta 2 without issue on M1 Macs.")
    arq = "Would this ARM64 architecture be compatible with the Raspberry-Pi 64 bit OS"
    rec(ARTISAN, [ar1, ara, ar2, ara2], arq, True, "pronoun", ["this ARM64 architecture"], "Would Artisan's ARM64 support be compatible with the Raspberry-Pi 64 bit OS?")
    rec(ARTISAN, [ar1, ara, ar2, ara2], Q_RETOOL, False, "trap_same_domain_new_topic", [], None, qsrc=RETOOL)
    ar3 = (U, "I also need arm64 support for running on arm64 chromebook. Thanks!")
    ara3 = (A, "Note that support for AppleSilicon has been added in v2.10.0. ARM support for Linux, beyond the already existing RPi builds, is provided by the new Flathub release in v3.0. ARM support for Windows is pending.")

    rt1 = (U, "Hello, I'm trying to host Retool on my Raspberry Pi (arm) and I couldn't make it work... Raspberry Pi 4 Ram 8Go OS Ubuntu 20.4 Do you have any idea ? Thanks !")
    rta = (A, "We currently don't publish a build that supports the ARM architecture that Raspberry Pi's use, but may at some point in the future to help support M1 mac laptops")
    rec(RETOOL, [rt1, rta], arq, True, "pronoun", ["this ARM64 architecture"], "Would a Retool build for the ARM architecture of M1 mac laptops be compatible with the Raspberry-Pi 64 bit OS?", qsrc=ARTISAN)

    # ---- abandoned projects, licences ----
    jq1 = (U, "Project status: Project doesnt seem to be maintained?")
    rec(JQPLOT, [jq1], Q_JQPLOT, True, "ellipsis", [], "What is the current alternative to jqPlot available?")
    rec(JQPLOT, [jq1], Q_IMPRESS, True, "pronoun", ["this project"], "What is the license for jqPlot and it's source code? MIT? Apache license?", qsrc=IMPRESS)

    im1 = (U, "What is the license for this project and it's source code? MIT? Apache license? It would be neat if it could become any open license that permits commercial use :-)")
    ima = (A, "You are free to use impressionist commercially.")
    imq = "So... creative commons?"
    ima2 = (A, "MIT license. Free for commercial use.")
    rec(IMPRESS, [im1, ima], imq, True, "ellipsis", [], "So is Impressionist licensed under creative commons?")
    rec(IMPRESS, [im1, ima, (U, imq), ima2], Q_GOSMC, False, "trap_same_domain_new_topic", [], None, qsrc=GOSMC)
    rec(IMPRESS, [im1, ima, (U, imq), ima2], Q_JQPLOT, True, "ellipsis", [], "What is the current alternative to Impressionist available?", qsrc=JQPLOT)

    # ---- databases ----
    fv1 = (U, "Having it entirely pinned to MySQL? Why? That's as bad as Wordpress, and for exactly the same reason.")
    fva = (A, "For the version 1 its not restricted to MySQL. You can also use SQL lite. It should work fine. However, version 2 (paid version) is restricted by MySQL. I know its bad. And we are testing on other database other than MySQL to extend the functionality.")
    rec(FIVE, [fv1, fva], Q_IMPRESS, True, "pronoun", ["this project"], "What is the license for 92five and it's source code? MIT? Apache license?", qsrc=IMPRESS)
    rec(FIVE, [fv1, fva], Q_V2B, False, "trap_other", [], None, qsrc=V2BOARD)
    rec(FIVE, [fv1, fva], Q_KUMA, True, "ellipsis", [], "I changed my server and now I need to import 92five backup files from another server, what is the best way to accomplish this now?", qsrc=KUMA)

    # ---- LDAP, OAuth, SSO ----
    ld1 = (U, "Is it possible to add LDAP as login method on Laddr? @themightychris could you outline what is needed in order to make it happen?")
    ldq = "Just to explain, I meant using external user database i.e. own oAuth server as a way to login to Laddr."
    lda = (A, "oAuth can't be generically implemented, it's not really an SSO protocol, a signin integration has to be built specifically for each provider. LDAP is complex and old school, I don't see a lot of value in implementing it unless someone actually needs it and has an LDAP server already. SAML2 is a proper web-based SSO protocol and laddr actually already supports serving as an identity provider.")
    rec(LADDR, [ld1], ldq, True, "correction", ["I meant"], "Is it possible to add an external user database, i.e. our own oAuth server, as a way to login to Laddr?")
    rec(LADDR, [ld1, (U, ldq), lda], Q_FWD, False, "trap_other", [], None, qsrc=FWDPROXY)
    rec(LADDR, [ld1, (U, ldq), lda], Q_CONSIDERIT, False, "trap_same_domain_new_topic", [], None, qsrc=CONSIDER)

    ss1 = (U, "I would like to have this awsome application connected to my identity service using ldap or sso. Configuration to add my ldap or sso connection string")
    ssa = (A, "Hi @eampudia Which kind of SSO are you referring too? Maybe a OAuth2 client would be enough.")
    ssq = "Oauth2 will be perfect to integrate with the UPC SSO."
    rec(SSHAM, [ss1, ssa], ssq, True, "correction", [], "Can ssham get an OAuth2 client to integrate with the UPC SSO?")
    rec(SSHAM, [ss1, ssa, (U, ssq)], Q_LADDR, False, "trap_same_domain_new_topic", [], None, qsrc=LADDR)
    rec(SSHAM, [ss1, ssa, (U, ssq)], Q_HASS, True, "ellipsis", [], "Did anyone already experiment with keycloak configurations for ssham's OAuth2 client?", qsrc=HASSOIDC)
    rec(SSHAM, [ss1], Q_CONSIDER, True, "ellipsis", [], "Is there a possibility of ssham supporting oAuth and LDAP?", qsrc=CONSIDER)

    co1 = (U, "We are working on using consider.it in combination with Wordpress with Buddypress and also hopefully with Consul Project in the future. As a start we are using Wordpress with https://wp-oauth.com. Is there a possibility of supporting oAuth and LDAP?")
    coa = (A, "I don't have plans to do it at the moment. Too much of a heavy pull in an area of software development I loath working in. That said, if someone else takes it on, I can support the effort. Considerit used to support oauth for FB/Twitter login, but I decided it created too much overhead in the login interface. Are you hoping for some kind of single-sign on solution? Note that we do have some limited SAML support, most well tested through OneLogin.")

    rec(CONSIDER, [co1, coa], Q_LADDR, False, "trap_same_domain_new_topic", [], None, qsrc=LADDR)

    bs1 = (U, "+1 for LDAP Bonus point, if you add reverse proxy auth compatibility via HTTP basic authentification (for SSO) I will probably make a Yunohost package.")
    bsa = (A, "As of release 0.7 LDAP user auth is now part of BookStack. It's only basic at the moment, and experimental since it has only been tested by me. Setup/Usage instructions are in the readme.")
    bs2 = (U, "+1 for OAuth")
    bsa2 = (A, "@MVprobr Thanks for letting me know. In regards to oAuth, What exactly is it that you want implemented in BookStack? Some kind of generic oAuth implementation? A specific oAuth provider to login with? Do you want BookStack to act as a oAuth provider?")
    bsq = "I need to setup a specific oauth2 provider in my case."
    rec(BOOKSTACK, [bs1, bsa, bs2, bsa2], bsq, True, "correction", [], "Can BookStack support login with a specific oauth2 provider that I set up?")
    rec(BOOKSTACK, [bs1, bsa], Q_CONSIDERIT, False, "trap_same_domain_new_topic", [], None, qsrc=CONSIDER)
    rec(BOOKSTACK, [bs1, bsa, bs2, bsa2], Q_LEO, False, "trap_other", [], None, qsrc=HYPER)

    st1 = (A, "Using multiple SSO providers - [x] implementation - [x] backwards compatibility - [x] use with Google - [x] use with Keycloak - [x] use with Github - [x] Login screen")
    st2 = (A, "LDAP next? ;p")
    stq = "Any plans on adding LDAP?"
    sta = (A, "Not yet. Yes but not yet, via survey we have had a lot of support for a business version, might have LDAP under that instead")
    stq2 = "What should be the time-out for oAuth? It looks like an hour or so. Can it be configured?"
    rec(STIRLING, [st1, st2], stq, True, "ellipsis", [], "Are there any plans on adding LDAP to Stirling-PDF?")
    rec(STIRLING, [st1, st2, (U, stq), sta], stq2, True, "ellipsis", [], "What should be the time-out for oAuth login in Stirling-PDF? It looks like an hour or so. Can it be configured?")

    om1 = (U, Q_OMBI)
    omq = "Also trying to implement SSO, so any support there? or plans for it?"
    rec(OMBI, [om1], omq, True, "ellipsis", ["any support there", "plans for it"], "Is there any SSO support in Ombi, or plans for it?")
    rec(OMBI, [om1, (U, omq)], Q_LADDR, False, "trap_same_domain_new_topic", [], None, qsrc=LADDR)
    rec(OMBI, [om1], Q_FWD, False, "trap_other", [], None, qsrc=FWDPROXY)

    ls1 = (U, "Didn't see any mention of this so I'm assuming this is not yet implemented, but it would be great to offer an integration with LDAP so users can log in using OpenLDAP credentials for example. SSO support is critical imo for any organization that has more than 3 systems.")
    lsa = (A, "It certainly seems like a good idea, though I have no idea how much work it'd take. I'll have to think about it.")
    rec(SIGNAGE, [ls1, lsa], Q_CONSIDER, True, "ellipsis", [], "Is there a possibility of LibreSignage supporting oAuth and LDAP?", qsrc=CONSIDER)
    rec(SIGNAGE, [ls1, lsa], Q_LADDR, False, "trap_same_domain_new_topic", [], None, qsrc=LADDR)
    rec(SIGNAGE, [ls1, lsa], Q_RETOOL, False, "trap_other", [], None, qsrc=RETOOL)

    # ---- backups and moving servers ----
    ku1 = (U, "Hi, I changed my server and now I need to import backup files from another server, what is the best way to accomplish this now?")
    kua = (A, "The backup feature is depcrecated and should not be used. Please shut down the instance, transfer the `data` folder, do a checksum check to ensure successfull transmission to the new machine and then start it up at the new place.")
    rec(KUMA, [ku1, kua], Q_V2B, False, "trap_same_domain_new_topic", [], None, qsrc=V2BOARD)
    rec(KUMA, [ku1, kua], Q_OAK, True, "ellipsis", [], "Does the self-hosted version of uptime-kuma have limitations?", qsrc=OAK)
    rec(KUMA, [ku1, kua], Q_OO, False, "trap_same_domain_new_topic", [], None, qsrc=ONLYOFFICE)
    rec(KUMA, [ku1, kua], Q_LEO, False, "trap_fresh_what", [], None, qsrc=HYPER)

    oo1 = (U, "I installed the onlyoffice-workspace version on a new server using docker on ubuntu 20.04 now I would like to transfer the backup of the old server always with ubuntu 20.04 installed and docker with onlyoffice workspace to the new server. I read that I have to extrapolate the key but I have not found a detailed guide to do this. is there any guide to follow to do this??")
    ooa = (A, "Hello @annibal1 You can read this instruction, Restore section. You must perform the backup and restore process on the same versions of Onlyoffice components. You can also copy the /app folder to a new server and install Onlyoffice using docker with our script.")
    ooq = "hello thanks for your reply I have a problem now As soon as I click Restores, gives me error while recovering the data do you know how I can solve?"
    ooa2 = (A, "Are the versions of the Onlyoffice components the same, in which did you backup and try to restore? Also check svcBackup.log for errors.")
    rec(ONLYOFFICE, [oo1, ooa], ooq, True, "ellipsis", [], "When I click Restore to bring the old server's ONLYOFFICE Workspace backup to the new server, it gives an error while recovering the data; do you know how I can solve it?")
    rec(ONLYOFFICE, [oo1, ooa, (U, ooq), ooa2], Q_V2B, False, "trap_same_domain_new_topic", [], None, qsrc=V2BOARD)
    rec(ONLYOFFICE, [oo1, ooa], Q_OAK, True, "ellipsis", [], "Does the self-hosted version of ONLYOFFICE Workspace have limitations?", qsrc=OAK)
    rec(ONLYOFFICE, [oo1], Q_YOUTRACK, True, "ellipsis", [], "how to restore ONLYOFFICE Workspace data from another server using backup ??", qsrc=YOUTRACK)

    vb1 = (U, "Hi, I have two servers which v2board has been installed on both. How could I take backup from users an subscriptions on first one and restore on another one? Is there such this feature on v2board? Thanks in advance.")
    vba = (A, "This is not a v2board thing")
    rec(V2BOARD, [vb1, vba], Q_YOUTRACK, True, "ellipsis", [], "how to restore v2board data from another server using backup ??", qsrc=YOUTRACK)
    rec(V2BOARD, [vb1, vba], Q_OO, False, "trap_same_domain_new_topic", [], None, qsrc=ONLYOFFICE)
    rec(V2BOARD, [vb1, vba], Q_SHAREX, False, "trap_other", [], None, qsrc=SHAREX)

    # ---- proxies and IPv6 ----
    pp1 = (U, "ipv6 issue")
    ppa = (A, "I run on my laptop without ipv6, get the same correct result. we don't need ipv6 support on the client. is there any problem in the curl program in your production server?")
    ppa2 = (A, "the new version v2.1.4 is available already you can upgrade and try 😄")
    ppq = "i confirm, this is working now, WOW THANK YOU VERY VERY MUCH. is it gonna work with shadowsocks as well?"
    ppa3 = (A, "it supports many protocols include shadowsocks. you can see the document in README.rst")
    rec(PYPROXY, [pp1, ppa, ppa2], ppq, True, "pronoun", ["it"], "Is the ipv6 fix in python-proxy v2.1.4 gonna work with shadowsocks as well?")
    rec(PYPROXY, [pp1, ppa, ppa2, (U, ppq), ppa3], Q_FWD, False, "trap_same_domain_new_topic", [], None, qsrc=FWDPROXY)
    rec(PYPROXY, [pp1, ppa, ppa2, (U, ppq), ppa3], Q_HYSTERIA, True, "pronoun", ["this proxy"], "python-proxy支持IPv6吗？Does python-proxy support IPv6?", qsrc=HYSTERIA)

    fw1 = (U, "Use ipv6 to visit websites. The proxy is working but only by ipv4, my server have ipv6 address and a shadowsocks proxy in another container can use ipv6 successful. I want to confirm if ipv6 is supported in forwardproxy.")
    fwa = (A, "Yes, forwardproxy supports ipv6 fully.")
    rec(FWDPROXY, [fw1, fwa], ppq, True, "pronoun", ["it"], "forwardproxy's ipv6 support is working now. Is it gonna work with shadowsocks as well?", qsrc=PYPROXY)
    rec(FWDPROXY, [fw1, fwa], Q_RETOOL, False, "trap_other", [], None, qsrc=RETOOL)

    px1 = (U, "Support for IPv6. Is it planned?")
    pxa = (A, "So it works the same way, here is the result together with Privoxy: https://prxbx.com/forums/showthread.php?tid=2228")
    pxq = "I see... it work with IPv6 only if intermediate server works with IPv6. Thanks."
    rec(PROXHTTPS, [px1, pxa, (U, pxq)], Q_FWD, False, "trap_same_domain_new_topic", [], None, qsrc=FWDPROXY)

    # ---- memory use ----
    is1 = (U, "is 800MB ram usage normal? installed htop and ram usage is around 800M. Is this normal? I mean Ubuntu with a gnome desktop uses less on an SBC.")
    isa = (A, "Sounds fairly reasonable for an iPhone.")
    rec(ISH, [is1, isa], Q_SHAREX, False, "trap_same_domain_new_topic", [], None, qsrc=SHAREX)
    rec(ISH, [is1, isa], Q_LEO, False, "trap_fresh_what", [], None, qsrc=HYPER)

    hy1 = (U, "High Memory Usage. Hyper uses ~90MB of memory which is unusually high. Hyper 1.4.8 Electron 1.7.8 win32 x64 10.0.16299")
    hya = (A, "What is your config file? Please try without any plugin. BTW 90MB of memory usage is not so high imo.")
    hy2 = (U, "I don't have any plugins running")
    hya2 = (A, "Hi, thanks for the issue. 90MB is normal so I'm going to close this issue. Let us know if you have any other problems.")
    rec(HYPER, [hy1, hya, hy2, hya2], Q_LEO, False, "trap_same_domain_new_topic", [], None)
    rec(HYPER, [hy1, hya], Q_ISH, True, "ellipsis", [], "I installed htop and Hyper's ram usage is around 800M. Is this normal?", qsrc=ISH)
    rec(HYPER, [hy1, hya, hy2, hya2], Q_SHAREX, False, "trap_same_domain_new_topic", [], None, qsrc=SHAREX)

    tc1 = (U, "I found out that i have an extremely high ram usage, and i don't know why. Is it normal? I have installed just luci and aria2 as specific apps.")
    tca = (A, "RAM is here to be used on my devices that is doing basically nothing (no device connected no app, just a PPP connection up) the use is ~350MB so just consider that usage normal")
    rec(TCH, [tc1, tca], Q_SHAREX, False, "trap_same_domain_new_topic", [], None, qsrc=SHAREX)
    rec(TCH, [tc1, tca], Q_LEO, False, "trap_fresh_what", [], None, qsrc=HYPER)

    # ---- self-hosted limits ----
    ut1 = (U, "How the billing and limits works in self hosting mode? I successfully set up self-hosting and have already configured it in my development environment. Now, I'd like to understand how the limits work and how I can increase them.")
    uta = (A, "@luannzin Try the newly released v0.3.0")
    rec(USERTOUR, [ut1, uta], Q_OO, False, "trap_other", [], None, qsrc=ONLYOFFICE)
    rec(USERTOUR, [ut1, uta], Q_IMPRESS, True, "pronoun", ["this project"], "What is the license for usertour and it's source code? MIT? Apache license?", qsrc=IMPRESS)

    ok1 = (U, "The pricing info on the website seems to indicate a ceiling on # of users, etc. Understandable for the SaaS offering, but is the self-hosted version also limited in this or any way?")
    oka = (A, "OAK is always self hosted at this point, we don't offer a hosted SaaS version just yet. The self hosted version is free forever with all features as long as you are under 10 users, 10 agents and 100 documents. Above that you'll need a license thats $300/y (now just $150/y), but there are no further limitations.")
    rec(OAK, [ok1, oka], Q_IMPRESS, True, "pronoun", ["this project"], "What is the license for open-agent-kit-core and it's source code? MIT? Apache license?", qsrc=IMPRESS)
    rec(OAK, [ok1, oka], Q_KUMA, True, "ellipsis", [], "I changed my server and now I need to import OAK backup files from another server, what is the best way to accomplish this now?", qsrc=KUMA)
    rec(OAK, [ok1, oka], Q_OO, False, "trap_other", [], None, qsrc=ONLYOFFICE)
    rec(OAK, [ok1, oka], Q_V2B, False, "trap_other", [], None, qsrc=V2BOARD)

    # ---- dark mode ----
    sr1 = (U, "Please add Dark Mode support like in Tab Session Manager.")
    sra = (A, "I added the dark theme option!")

    rec(STRANSLATE, [sr1, sra], Q_JQPLOT, True, "ellipsis", [], "What is the current alternative to simple-translate available?", qsrc=JQPLOT)

    rr1 = (U, "I hope to join the dark (night) mode, allowing the application to have a black background with white text.")
    rra = (A, "Hi, I've already added it to the features to implement in the future, when I'll have time to start working on the app again it will definitely be added (even if I'll give priority to functional changes rather than graphic ones).")
    rec(RTRANSLATOR, [rr1, rra], Q_JQPLOT, True, "ellipsis", [], "What is the current alternative to RTranslator available?", qsrc=JQPLOT)

    # ---- ARM Docker images ----
    cl1 = (U, "As in the old CODE repository, it is being requested by various people. Especially Docker images for the Raspberry Pis would be interesting. talking about armv7/arm32v7/armhf, but also arm64")
    cla = (A, "Please clarify. There was #1412 but added lonig ago. https://hub.docker.com/r/collabora/code/ has arm64 images. armv7 is WontFix.")
    clq = "@timur-g Can you explain why armv7 / armhf / arm32v7 is won't fix?"
    rec(COLLABORA, [cl1, cla], clq, True, "ellipsis", [], "Can you explain why Collabora Online Docker images for armv7 / armhf / arm32v7 are won't fix?")
    rec(COLLABORA, [cl1, cla], Q_LXC, False, "trap_fresh_what", [], None, qsrc=LXC)
    rec(COLLABORA, [cl1, cla, (U, clq)], Q_REDISCN, False, "trap_other", [], None, qsrc=REDISCN)

    jd1 = (U, "How can this image work on a rasbperry pi 4. it has an architecture arm v7 should I just use FROM jlesage/baseimage-gui:alpine-3.16-v4.0.0-pre.5 in docker file?")
    jda = (A, "Currently the image doesn't support ARM. The new baseimage you mentioned is not ready yet. Also, the container will need adjustments to use the new baseimage, so only replacing the `FROM` image would not be enough. But for sure ARM support will come soon, hopefully.")
    jd2 = (U, "that's cool to know, I will watch! I love this project")
    jda2 = (A, "@vivi7 for rasperry pi 4 (it has ARM64) you can use this fork https://github.com/daniel0076/docker-jdownloader-2")
    jdq = "@jlesage do you think its safe to use daniel0076' image? is there a reason this has not been merged to your repo although it exists for over two years? :)"
    rec(JDOWN, [jd1, jda, jd2, jda2], jdq, True, "pronoun", ["this"], "@jlesage do you think its safe to use daniel0076's fork of docker-jdownloader-2 for the rasperry pi 4? is there a reason daniel0076's fork has not been merged to your repo although it exists for over two years?")
    rec(JDOWN, [jd1, jda], Q_DOTNET, False, "trap_fresh_what", [], None, qsrc=DOTNET)

    qt1 = (U, "I know its for your own use but world appreciate a docker image for armv7 raspberry pi devices")
    qta = (A, "Armv7 is ancient and basically unsupported, I already support armv8 which is enough.")
    rec(QUETRE, [qt1, qta], arq, True, "pronoun", ["this ARM64 architecture"], "Would the armv8 docker image of docker-quetre-quay be compatible with the Raspberry-Pi 64 bit OS?", qsrc=ARTISAN)
    rec(QUETRE, [qt1, qta], Q_LXC, False, "trap_fresh_what", [], None, qsrc=LXC)

    vd1 = (U, "Hi, great image, but an image for the Raspberry PI 4 would be great.")
    vda = (A, "Hi, I will not create an ARM version. Currently there is no official ARM Arch Docker image available (as far as I know) and I don't have enough time or the right hardware.")
    rec(VDR, [vd1, vda], Q_JQPLOT, True, "ellipsis", [], "What is the current alternative to the vdr-server image available for the Raspberry PI 4?", qsrc=JQPLOT)
    rec(VDR, [vd1, vda], Q_DOTNET, False, "trap_fresh_what", [], None, qsrc=DOTNET)

    mx1 = (U, "I'd like to suggestan update for the Docker-image builder to support armv7 images as well, for running on the Raspberry Pi. `ERROR: no matching manifest for linux/arm/v7 in the manifest list entries`")
    mxa = (A, "Raspberry Pi model 2B v1.2 (2016) and later are armv8, you just need to use a 64-bit OS.")
    mx2 = (U, "I'm sorry, you're completely right! I've been running my Raspberry Pi 4B server for so long that it's still on an old 32-bit version.")
    rec(MAUTRIX, [mx1, mxa, mx2], Q_LXC, False, "trap_fresh_what", [], None, qsrc=LXC)
    rec(MAUTRIX, [mx1, mxa, mx2], Q_HYPER, False, "trap_other", [], None, qsrc=HYPER)

    un1 = (U, "Similar to #45 , would it be possible to add an image tag for ARM v 7 (`linux/arm/v7`)? This would then support Raspberry Pi 1 and 2. I know these devices are fairly long in the tooth, but I'm currently running this on a Raspberry Pi 2 using the pip install and everything seems to work just fine. Would be great to have the docker image though.")
    una = (A, "Im afraid the upstream base image this container is based on has dropped support for Arm v7. For this reason I am unable to provide an arm v7 container at this time")
    rec(UNIFI, [un1, una], Q_DOTNET, False, "trap_fresh_what", [], None, qsrc=DOTNET)
    rec(UNIFI, [un1, una], Q_MITM, False, "trap_other", [], None, qsrc=MITM)

    rg1 = (U, "Hi, I would like to have a raspberryPi (arm32v6 and/or arm32v7) compatible image. Is it possible? Thanks")
    rga = (A, "Hi, Yes it's now possible ! You can pull the image joxit/docker-registry-ui:arm32v7 on your Raspberry Pi ! Thank you for your feedback :smile:")
    rgq = "Thank you, the arm32v7-static image works on my raspberry Pi (but arm32v7 does not work) And thanks for this project"
    rec(REGISTRY, [rg1, rga], rgq, True, "identifier", ["the arm32v7-static image", "arm32v7"], "Thank you, the joxit/docker-registry-ui:arm32v7-static image works on my raspberry Pi (but joxit/docker-registry-ui:arm32v7 does not work)")
    rec(REGISTRY, [rg1, rga], Q_LXC, False, "trap_fresh_what", [], None, qsrc=LXC)

    rk1 = (U, "This is general question, what is the difference between arm64 and armhf builds in terms of usage? Which is better (more stable) e.g. for creating a desktop environment? Thanks")
    rka = (A, "You should prefer to use arm64, but due to big RPI popularity and armhf some software might be only available for armhf. However, it is possible to extend arm64 with armhf userspace and have this binary compatibility.")
    rkq = "@ayufan Thanks for that, I have an issue on latest 0.6.25, tried xenial-minimal on armhf, I can do `apt update && apt upgrade` and `install_desktop.sh mate` everything is ok on arm64 system is unbootable after `apt upgrade` or `install_desktop.sh mate` without upgrade. What is the best way to debug it (installing ~200 packages one by one with reboot in between seems unfeasible)?"
    rec(ROCK, [rk1, rka], rkq, True, "ellipsis", ["latest 0.6.25"], "With the latest 0.6.25 rock64 linux-build xenial-minimal image, on armhf I can do `apt update && apt upgrade` and `install_desktop.sh mate` and everything is ok, but the arm64 system is unbootable after `apt upgrade` or `install_desktop.sh mate` without upgrade. What is the best way to debug it (installing ~200 packages one by one with reboot in between seems unfeasible)?")
    rec(ROCK, [rk1, rka], Q_DOTNET, False, "trap_fresh_what", [], None, qsrc=DOTNET)
    r2u = (U, "Hi, I'm using `focal-minimal-rock64-0.10.12-1184-armhf.img`. I tried to use an armhf build of a third-party package. When updating from their repo, I got this error: `doesn't support architecture 'arm64'`")
    r2q = "So, to be clear, is the armhf image 32-bit or 64-bit?"
    rec(ROCK2, [r2u], r2q, True, "identifier", ["the armhf image"], "So, to be clear, is the focal-minimal-rock64-0.10.12-1184-armhf.img image 32-bit or 64-bit?")

    ch1 = (U, "Thanks a lot for this great tool! I was wondering if you would consider building multiarch images for `linux/arm/v7`additionally to the existing `linux/arm64` and `linux/amd64`? Since you are using buildx in CI with QEMU, I image it should work.")
    cha = (A, "Just a note to anyone else interested in armv7. Check out the Without the pre-built image section of the readme. But I still think having prebuilt images would be nice. Also, I've confirmed that simply adding `linux/arm/v7` to the CI works just fine (except of course for the Alpine images that we would need to exclude)")
    cha2 = (A, "Happy to merge a PR in this direction 👌🏻")
    chq = "Any news on this?"
    rec(CHEF, [ch1, cha, cha2], chq, True, "pronoun", ["this"], "Any news on cargo-chef building multiarch docker images for `linux/arm/v7`?")
    rec(CHEF, [ch1, cha, cha2], Q_ROCMWIN, False, "trap_other", [], None, qsrc=ROCMWIN)

    gl1 = (U, "Hi, All Now, the buildx is tool which used for build multi-arch images tools. And it is very easy to use. Could we modify some script for building multi-arch images?")
    gla = (A, "I have made a release on my fork with `armv7` and `aarch64`. https://github.com/gounthar/docker-glibc-builder/releases/tag/2.34-0 If someone wants to build it by h(im|er)self, the images are available")
    rec(GLIBC, [gl1, gla], Q_REDISCN, False, "trap_other", [], None, qsrc=REDISCN)
    rec(GLIBC, [gl1, gla], chq, True, "pronoun", ["this"], "Any news on docker-glibc-builder building multi-arch images with buildx?", qsrc=CHEF)

    # ---- AMD GPUs and ROCm ----
    cf1 = (U, "Rocm support? Ability to download a version that uses Rocm acceleration. Adding this ability would drastically improve the experience for those on AMD GPUs. A fair number of Linux/NixOS users are probably running AMD GPUs due to the better GFX support")
    cfa = (A, "@mr-bo-jangles I absolutely want this, and I can try adding, the blocker for me when I tried to tackle this was I did not have access to a supported AMD GPU. I will happily add support and let people try though")
    rec(COMFY, [cf1, cfa], Q_FRYER, True, "ellipsis", [], "Can comfyui-nix support ROCM runs on data center GPUs like MI300X and 355X?", qsrc=FRYER)
    rec(COMFY, [cf1, cfa], Q_MEDUSA, True, "ellipsis", [], "does comfyui-nix support Amd gpu -- rocm ??", qsrc=MEDUSA)
    rec(COMFY, [cf1, cfa], Q_HYPER, False, "trap_other", [], None, qsrc=HYPER)

    lg1 = (U, "According to the web page, it seem like could only support Nvidia GPU. Does it possible to support AMD GPU with ROCm program?")
    lgq = "or does it possible to deploy the web with local GPU?"
    rec(LEETGPU, [lg1], lgq, True, "ellipsis", ["the web"], "Is it possible to deploy the LeetGPU web with local GPU?")
    rec(LEETGPU, [lg1], Q_REDISCN, False, "trap_other", [], None, qsrc=REDISCN)

    pv1 = (U, "作者您好，考虑过支持AMD GPU加速吗？")
    pvq = "或者说在源码版本中提供支持AMD GPU加速的分支呢？"
    rec(PYVIDEO, [pv1], pvq, True, "ellipsis", [], "或者说在pyvideotrans源码版本中提供支持AMD GPU加速的分支呢？")
    rec(PYVIDEO, [pv1], Q_FRYER, True, "ellipsis", [], "Can pyvideotrans support ROCM runs on data center GPUs like MI300X and 355X?", qsrc=FRYER)

    ro1 = (U, "Windows Support. Literally..")
    roa = (A, "https://rocm.docs.amd.com/projects/radeon/en/latest/docs/install/wsl/install-radeon.html")
    roq = "any news? MiGraphX has now initial support windows"
    roa2 = (A, "Thank you for your feature request regarding Windows support in the ROCm PyTorch project. Currently, ROCm primarily supports Linux-based systems, and its compatibility with Windows is limited. However, there are some developments in utilizing ROCm with Windows, particularly through the Windows Subsystem for Linux (WSL).")
    rec(ROCMPT, [ro1, roa], roq, True, "ellipsis", [], "Any news on Windows support for ROCm PyTorch? MiGraphX has now initial support for windows")
    rec(ROCMPT, [ro1, roa, (U, roq), roa2], Q_REDISCN, False, "trap_other", [], None, qsrc=REDISCN)

    # ---- OIDC and Keycloak ----
    nc1 = (U, "Hi. I have attempted to configure this using keycloak. However, when logging in the following error message is logged and the user is redirected to the login screen. `[PHP] Error: First parameter must either be an object or the name of an existing class at /var/www/nextcloud/apps/oidc_login/3rdparty/jumbojett/openid-connect-php/src/OpenIDConnectClient.php#284` Any ideas what the issue could be? Thanks!")
    nca = (A, "Are you sure Keycloak is configured correctly for OIDC (and working without other applications say)? If I understand correctly, this means Keycloak is returning no token on it's token API.")
    nc2 = (U, "Thanks for pointing me in the right direction. It looks like keycloak was causing the issue.")
    ncq = "I set this setting for fusionauth but can not show login page and logout page page is ok"
    rec(NCOIDC, [nc1, nca, nc2], ncq, True, "pronoun", ["this setting"], "I set the nextcloud-oidc-login settings for fusionauth but it can not show the login page; the logout page is ok")
    rec(NCOIDC, [nc1, nca, nc2], Q_CONSIDERIT, False, "trap_same_domain_new_topic", [], None, qsrc=CONSIDER)
    rec(NCOIDC, [nc1, nca], Q_ROCMWIN, False, "trap_other", [], None, qsrc=ROCMWIN)

    nb1 = (U, "配置完成后可以使用keycloak登录 但是需要点击两次登录，而且无法退出")
    nba = (A, "你好，我这边测试了一下，是正常的。请问是在什么环境下测试的，方便提供配置截图和录屏吗？")
    rec(NOCOBASE, [nb1, nba], Q_HASS, True, "ellipsis", [], "Did anyone already experiment with keycloak configurations for nocobase OIDC auth?", qsrc=HASSOIDC)
    rec(NOCOBASE, [nb1, nba], Q_MITM, False, "trap_other", [], None, qsrc=MITM)

    # ---- licences: MIT and GPL ----
    cs1 = (A, "We've never specified a license. We are also required to attribute the original project (if we have any original code left). Personally I'd prefer a license with copyleft (like the GPL), but would also be fine with the MIT license like the original project. Whatever we choose, we need permission from all contributors.")
    cs2 = (A, "I've no problem to whatever license we use. Feel confortable with something like GPL as well.")
    cs3 = (A, "My personal preference would be for MIT/BSD but i have no objections to GPL if that's what the majority wants.")
    csa = (A, "A quick scan of https://www.gnu.org/licenses/license-list.html#GPLCompatibleLicenses would indicate that it's compatible.")
    rec(CHORUS, [cs1, cs2, cs3], Q_CHORUS, True, "ellipsis", ["the repo"], "If there is still MIT Licensed code in the Chorus32-ESP32LapTimer repo, is that still compatible with GPL?")
    rec(CHORUS, [cs1, cs2, cs3, (U, Q_CHORUS), csa], Q_MITM, False, "trap_same_domain_new_topic", [], None, qsrc=MITM)
    rec(CHORUS, [cs1, cs2, cs3, (U, Q_CHORUS), csa], Q_RIR, False, "trap_same_domain_new_topic", [], None, qsrc=RIR)

    qu1 = (U, "I see that this project is under the MIT license. But the following class is licensed under GPL if I understand correctly. https://github.com/quasar/QuasarRAT/blob/master/Quasar.Common/IO/Compression/SafeQuickLZ.cs So can the project even be under MIT license when it uses a source code component under GPL?")
    qua = (A, "It's no problem. https://en.wikipedia.org/wiki/License_compatibility")
    quq = "Isn't this meant for the other way around? I mean, GPL is more restrictive and MIT doesn't have those restrictions, effectively removing some of them by putting the project under MIT."
    qua2 = (A, "I'm not an expert in this area and after more research it seems like Quasar needs to have GPL too. However the code is currently unused and can be safely removed.")
    rec(QUASAR, [qu1, qua], quq, True, "pronoun", ["this"], "Isn't license compatibility meant for the other way around, for Quasar's MIT license and its GPL SafeQuickLZ class? I mean, GPL is more restrictive and MIT doesn't have those restrictions, effectively removing some of them by putting the project under MIT.")
    rec(QUASAR, [qu1, qua, (U, quq), qua2], Q_CHORUS, True, "ellipsis", ["the repo"], "If there is still MIT Licensed code in the Quasar repo, is that still compatible with GPL?", qsrc=CHORUS)
    rec(QUASAR, [qu1, qua, (U, quq), qua2], Q_GOSMC, False, "trap_same_domain_new_topic", [], None, qsrc=GOSMC)
    rec(QUASAR, [qu1, qua], Q_RIR, False, "trap_same_domain_new_topic", [], None, qsrc=RIR)

    ot1 = (U, "The license file says MIT, but a file is seemingly licensed under GPL. MIT is widely considered to be incompatible with GPL v2.")
    ota = (A, "according to who? https://en.wikipedia.org/wiki/MIT_License one of the first things it says in there is that it is gpl compatible. maybe you are confusing it with the 4 clause bsd license? edit: after re-reading it i think that i understand what you are saying: they are taking gpl code and relicensing it as mit? if that's the case they definitely cannot do that.")
    rec(OOT, [ot1, ota], Q_QUASAR, True, "ellipsis", ["the project"], "So can the OoT-Randomizer project even be under MIT license when it uses a source code component under GPL?", qsrc=QUASAR)
    rec(OOT, [ot1, ota], Q_RIR, False, "trap_same_domain_new_topic", [], None, qsrc=RIR)

    mt1 = (U, Q_MITM)
    mta = (A, "This looks like an oversight on our end - thanks for the heads-up. #2573 should fix this.")
    rec(MITM, [mt1, mta], Q_GOSMC, False, "trap_same_domain_new_topic", [], None, qsrc=GOSMC)
    rec(MITM, [mt1, mta], Q_QUASAR, True, "ellipsis", ["the project"], "So can mitmproxy even be under MIT license when it uses html2text, a component under GPL3?", qsrc=QUASAR)

    ri1 = (U, Q_RIR)
    ria = (A, "Changed the licence to MIT.")
    rec(RIR, [ri1, ria], Q_GOSMC, False, "trap_same_domain_new_topic", [], None, qsrc=GOSMC)
    rec(RIR, [ri1, ria], Q_HYPER, False, "trap_other", [], None, qsrc=HYPER)

    go1 = (U, "gosmc is MIT licensed, but it includes smc.c and smc.h which are both GPL. Any software embedding GPL code must be licensed under the GPL; it can not (legally) be relicensed under MIT.")
    goa = (A, "I'm so sorry. I didn't know about GPL license before. by the way I have changed license to GPL v3. thanks a lot.")
    rec(GOSMC, [go1, goa], Q_MITM, False, "trap_same_domain_new_topic", [], None, qsrc=MITM)
    rec(GOSMC, [go1, goa], Q_CHORUS, True, "ellipsis", ["the repo"], "If there is still MIT Licensed code in the gosmc repo, is that still compatible with GPL v3?", qsrc=CHORUS)

    md1 = (U, "GPL 3.0 license is unfortunate. By my reading, GPL 3.0 is incompatible with my MIT-licensed project. GPL 3.0 licensing is difficult enough. MIT, BSD would be most workable. (Happy to give you a credit on the project's About dialog).")
    mda = (A, "There you go, switched to MIT. Which should be more permissive.")
    rec(MDGALLERY, [md1, mda], Q_RIR, False, "trap_same_domain_new_topic", [], None, qsrc=RIR)
    rec(MDGALLERY, [md1, mda], Q_ROCMWIN, False, "trap_other", [], None, qsrc=ROCMWIN)

    # ---- memory of Electron apps ----
    cu1 = (U, "For such a simple / small application Cumulus' memory usage is very high. A fresh install and launch easily uses 130MB which is considerably more than many more complex applications (iStats, LittleSnitch, Reeder, Dropbox, iTerm and even mail!).")
    cua = (A, "Yup, this is because it's not entirely a native application. (Cross platform support for Cumulus is underway!) We're using Electron, built by GitHub, which has an embedded WebKit we use to render our application.")
    rec(CUMULUS, [cu1, cua], Q_HYPER, False, "trap_same_domain_new_topic", [], None, qsrc=HYPER)
    rec(CUMULUS, [cu1, cua], Q_ISH, True, "ellipsis", [], "I installed htop and Cumulus' ram usage is around 800M. Is this normal?", qsrc=ISH)

    # ---- Let's Encrypt renewal behind a reverse proxy ----
    rv1 = (U, "Hi, I recently get email from let's encrypt that certs will expire soon that were created using this. When I manually run certbot renew it throws errors that it can't complete the challenge (404 error). I think that it can't renew it because there is reverse proxy and files are not located in some directory. I used `certbot certonly --nginx -d domain.com` to manually renew the certs.")
    rva = (A, "You can now use the auto-renew feature provided by certbot if you have the v1.1.0 version installed.")
    rvq = "How to use it?"
    rv2 = (U, "When I run certbot renew I get this kind of errors: [screenshot] It can't reach the challenge because the sites are proxied, not pointed to directory in /var/www")
    rva2 = (A, "Did you update and run the migrate script?")
    rv3 = (U, "> Did you update and run the migrate script? After that restart nginx. I did this")
    rvq2 = "Must /var/www/html be empty?"
    rec(REVPROXY, [rv1, rva], rvq, True, "pronoun", ["it"], "How to use the auto-renew feature provided by certbot with reverseproxy v1.1.0?")
    rec(REVPROXY, [rv1, rva, (U, rvq), rv2, rva2, rv3], rvq2, True, "ellipsis", [], "Must /var/www/html be empty for certbot renew to work with reverseproxy?")
    rec(REVPROXY, [rv1, rva], Q_NGINXPROXY, False, "trap_same_domain_new_topic", [], None, qsrc=NGINXPROXY)

    mg1 = (U, "Letsencrypt renewal needs to bind to port 80, which it can't if nginx is running. Proposed solution: installing certbot and using the following line in the cron job: `0 0 1,15 * * certbot renew --pre-hook \"service nginx stop\" --post-hook \"service nginx start\"`")
    mga = (A, "I like the suggestion! Would you mind submitting a pull request? 👍")
    mgq = "Looks like the installation instructions got updated to use certbot, but the renew instructions still use letsencrypt renew?"
    rec(MASTOGUIDE, [mg1, mga], mgq, True, "ellipsis", ["the installation instructions", "the renew instructions"], "Looks like the mastodon-guide installation instructions got updated to use certbot, but do the mastodon-guide renew instructions still use letsencrypt renew?")
    rec(MASTOGUIDE, [mg1, mga], Q_NGINXPROXY, False, "trap_same_domain_new_topic", [], None, qsrc=NGINXPROXY)

    ap1 = (U, "The button `renew` in the ssl section of a website doesn't work if that website has a reverse proxy activated. At the moment the only way to work with SSL renewal is manually pause the reverse proxy and then click the `renew` button.")
    apa = (A, "It seems to work for me, would you mind posting your reverse proxy config (nginx?). I have a few ideas what might be causing this.")
    rec(AAPANEL, [ap1, apa], Q_NGINXPROXY, False, "trap_same_domain_new_topic", [], None, qsrc=NGINXPROXY)
    rec(AAPANEL, [ap1, apa], rvq2, True, "ellipsis", [], "Must /var/www/html be empty for the aaPanel Let's Encrypt renewal to work with a reverse proxy?", qsrc=REVPROXY)

    nx1 = (U, "Our websites is now using nginx-proxy + lets encrypt-nginx-proxy-companion, with nginx client-certificate turning on: `ssl_verify_client on;` One issue comes when certificate expired and LE agent tries to renew the certificate. The request from LE tries to GET /.well-known and gets redirected to HTTPS, and then fails as LE does't have a client certificate. The final solution was to override the `nginx.tmpl`, which seems a bit hacky.")
    nxq = "I wonder if there would be some environment variables for me to set and cover this situation?"
    rec(NGINXPROXY, [nx1], nxq, True, "pronoun", ["this situation"], "Are there some nginx-proxy environment variables for me to set to cover renewing the lets encrypt certificate when nginx client-certificate (`ssl_verify_client on;`) is turned on?")

    pl1 = (U, "CertBot automatic renewal fails. Trying to use Certbot to renew SSL Cert, CertBot throws a 401 Unauthorized error trying to access http://plex.domain.com/.well-known/acme-challenge/longkey, this is probably due to the root path redirect to the Plex server being pointed to root path.")
    pla = (A, "That's expected behavior, the configuration isn't really made with a focus on any one cert provider or renew method (I personally stop nginx and renew then start it again) so including this would tie it to certbot.")
    rec(PLEXPROXY, [pl1, pla], Q_NGINXPROXY, False, "trap_same_domain_new_topic", [], None, qsrc=NGINXPROXY)

    # ---- several instances on one machine ----
    sr1 = (U, "hello ,i ve got a little question is it possible for me to have multiple SR instances on the same machine ,each one with a init.d script? if it is how can i do it?")
    sra = (A, "can't. because of the port. Can't have two webservers in the same port")
    srq = "but cant i have one running on 8081 and other on 1337 ?"
    sra2 = (A, "that you can")
    rec(SICKRAGE, [sr1, sra], srq, True, "ellipsis", ["one", "other"], "but cant i have one SickRage instance running on port 8081 and another on 1337 on the same machine?")
    rec(SICKRAGE, [sr1, sra, (U, srq), sra2], Q_SSLH, False, "trap_same_domain_new_topic", [], None, qsrc=SSLH)
    rec(SICKRAGE, [sr1, sra, (U, srq), sra2], Q_TXADMIN, False, "trap_same_domain_new_topic", [], None, qsrc=TXADMIN)

    iv1 = (U, "Greetings Want to run two instances of InvenTree. (If its important - - - - one for electronics and one for my 'pantry/kitchen'.) Do I just set up a second instance with a different port number? Change name - - - other needs?")
    iva = (A, "While you can do this with docker I would consider if using different categories might also be a solution. You can change the exposed port freely. You can expose as many instances as you want but it is not efficient in regards to space, memory or cpu cycle usage.")
    rec(INVENTREE, [iv1, iva], Q_SSLH, False, "trap_same_domain_new_topic", [], None, qsrc=SSLH)
    rec(INVENTREE, [iv1, iva], Q_TXADMIN, False, "trap_same_domain_new_topic", [], None, qsrc=TXADMIN)
    rec(INVENTREE, [iv1, iva], Q_KUORUAN, True, "ellipsis", [], "InvenTree可以多端口？？？？？", qsrc=KUORUAN)

    sl1 = (U, "[Q] multiple sslh instances. Hi, is it possible to run multiple instances of sslh at the same time? Listening on different ports? what is the syntax for this? thanks")
    sla = (A, "That's not even a challenge, just run two instances with their own configuration: ./sslh-select -Fconf1.cfg ./sslh-select -Fconf2.cfg and voilà!")
    sl2 = (U, "I was sure there is a way, I wasn't sure if I can do it in the same config or not :) thanks a lot")
    rec(SSLH, [sl1, sla, sl2], Q_INVENTREE, False, "trap_same_domain_new_topic", [], None, qsrc=INVENTREE)
    rec(SSLH, [sl1, sla, sl2], Q_TXADMIN, False, "trap_same_domain_new_topic", [], None, qsrc=TXADMIN)

    ya1 = (U, "Is it possible to run multiple instances in same machine as separate profile?")
    yaa = (A, "yes, but only via providing additional flags. you'll have to provide separate `-db` params. to access set either `-base` or `-addr` (or both).")
    rec(YARR, [ya1, yaa], Q_TXADMIN, False, "trap_same_domain_new_topic", [], None, qsrc=TXADMIN)
    rec(YARR, [ya1, yaa], Q_INVENTREE, False, "trap_same_domain_new_topic", [], None, qsrc=INVENTREE)
    rec(YARR, [ya1, yaa], Q_KUORUAN, True, "ellipsis", [], "yarr可以多端口？？？？？", qsrc=KUORUAN)

    jv1 = (U, "hallo kann man 2 Instanzen installieren mit unterschiedlichen ports?")
    jva = (A, "Zwei Instanzen ist möglich, aber der Port ist abhängig vom Web Adapter. Wenn es zwei Ports werden sollen, dann braucht es eine zweite Web Adapter Instanz.")
    rec(JARVIS, [jv1, jva], Q_SSLH, False, "trap_same_domain_new_topic", [], None, qsrc=SSLH)
    rec(JARVIS, [jv1, jva], Q_YARR, True, "ellipsis", [], "Is it possible to run multiple jarvis instances in same machine as separate profile?", qsrc=YARR)
    rec(JARVIS, [jv1, jva], Q_INVENTREE, False, "trap_same_domain_new_topic", [], None, qsrc=INVENTREE)

    ku2 = (U, "可以多端口？？？？？")
    kua2 = (A, "添加运行新实例")
    rec(KUORUAN, [ku2, kua2], Q_SSLH, False, "trap_same_domain_new_topic", [], None, qsrc=SSLH)
    rec(KUORUAN, [ku2, kua2], Q_YARR, True, "ellipsis", [], "Is it possible to run multiple instances of kuoruan's shell-scripts in same machine as separate profile?", qsrc=YARR)

    ss1 = (U, "How to run multiple instances on one computer? e.g. demo1 : run on port 18898 demo2 : run on port 18899")
    ssa2 = (A, "Sorry, we don't provide support in the issue tracker. Please ask in the forums.")
    rec(SHADOWSOCKS, [ss1, ssa2], Q_INVENTREE, False, "trap_same_domain_new_topic", [], None, qsrc=INVENTREE)
    rec(KUMA, [ku1, kua], Q_SHADOWSOCKS, True, "ellipsis", [], "How to run multiple uptime-kuma instances on one computer?", qsrc=SHADOWSOCKS)

    # ---- mobile apps and PWAs ----
    cw1 = (U, "Perfect, Timeline on the PWA. I can help if needed, I just want to know how/when you are going to achieve the PWA part")
    cwa = (A, "Hi @noobskies. Nice to meet you. I don't understand your message. Could you explain to me correctly? Thanks...")
    cwq = "you mention \"Mobile app (PWA)\" I was wanting to know when this would be possible, I would love to use this for android and IOS if possible"
    cwa2 = (A, "The Mobile App PWA portion is not yet developed. I am currently very busy with other work, so I do not have time to develop at the moment. I can invite you to my project and You can update source code.")
    rec(CHATWEB, [cw1, cwa], cwq, True, "correction", ["this"], "When will the \"Mobile app (PWA)\" of ChatGPT-React-Next-Web be possible? I would love to use it for android and IOS if possible")

    dk1 = (U, "It would be awesome if the app was available as an installable PWA.")
    dka = (A, "This should be released in the next day or two with a complete rewrite. Keep an eye out!")
    rec(DUMBKAN, [dk1, dka], Q_VOIP, True, "pronoun", ["this project"], "Will there be an app for DumbKan or some sort of way to have it on my mobile phone and get push notifications?", qsrc=VOIP)
    rec(DUMBKAN, [dk1, dka], Q_ROCMWIN, False, "trap_other", [], None, qsrc=ROCMWIN)

    mo1 = (U, "pwa能不能实现 装个小app比较方便")
    moa = (A, "暂无计划支持pwa,不过希望能有android/ios的大神一起弄个app什么的.")
    rec(MOMENTS, [mo1, moa], Q_VOIP, True, "pronoun", ["this project"], "Will there be an app for moments or some sort of way to have it on my mobile phone and get push notifications?", qsrc=VOIP)
    rec(MOMENTS, [mo1, moa], Q_VOTEN, True, "ellipsis", [], "just a question : what about upgrade moments as a PWA instead of develop new version for mobile ?", qsrc=VOTEN)

    vo1 = (U, "Will There Be An App For This? Hi. Will there be an app for this project or some sort of way to have it on my mobile phone and get push notifications?")
    voa = (A, "Check the project roadmap.")
    voa2 = (A, "Yes, apk and iOS app will be there once all the main features are implemented and bugs ironed out. Right now you can set this app as a PWA (Progressive Web App), open it in a mobile browser and save it as a shortcut on your home screen. It will look just like a regular app, with the exception of push notifications.")
    rec(VOIP, [vo1, voa, voa2], Q_SHADOWSOCKS, True, "ellipsis", [], "How to run multiple instances of the 0perationPrivacy VoIP app on one computer?", qsrc=SHADOWSOCKS)

    ft1 = (U, "Hi, was wondering if you can make this a Web App (PWA) on iOS. Would make the experience a lot sleeker to use on mobile.")
    fta = (A, "I don't know what you mean with PWA. I also don't use iOS. And also no capacity. But feel free to implement it if you like it")
    rec(FREETAR, [ft1, fta], Q_VOIP, True, "pronoun", ["this project"], "Will there be an app for freetar or some sort of way to have it on my mobile phone and get push notifications?", qsrc=VOIP)
    rec(FREETAR, [ft1, fta], Q_SHADOWSOCKS, True, "ellipsis", [], "How to run multiple freetar instances on one computer?", qsrc=SHADOWSOCKS)

    gh1 = (U, "Hi, Thanks for the great app! Would you consider adding PWA support? This would make it easier to switch directly into app mode and give it a native look and feel")
    gha = (A, "Thanks for the suggestion, this was the plan, hopefully after Frosthaven I can add PWA.")
    rec(GLOOM, [gh1, gha], Q_VOIP, True, "pronoun", ["this project"], "Will there be an app for gloomhaven-storyline or some sort of way to have it on my mobile phone and get push notifications?", qsrc=VOIP)

    zg1 = (U, "Hello! Could you please make this app PWA? That would be very helpful. Thank you!")
    zga = (A, "Hi @patricoos, PWA is not a big priority for us currently. There will be a mobile application in the future for Zignaly. We can let you know when the mobile repository has been created.")
    rec(ZIGNALY, [zg1, zga], Q_VOTEN, True, "ellipsis", [], "just a question : what about upgrade the Zignaly webapp as a PWA instead of develop new version for mobile ?", qsrc=VOTEN)

    sw1 = (U, "iOS Support. Please add iPhone support for this beautiful app!")
    swa = (A, "Hello @PauFCB There will be PWA support in the next release. stay tuned!")
    rec(SWING, [sw1, swa], Q_JQBX, True, "ellipsis", ["the web app"], "Do you have plans to enable pwa functionality on the swingmusic web app? It'd be great to have it for iPads.", qsrc=JQBX)


    # ---- performance of a new version or fork ----
    if1 = (U, "性能反不如旧版")
    ifa = (A, "亲指的哪方面的性能呢")
    ifa2 = (A, "新版使用 node重写，后端性能肯定远超过以前的 rails的哈。是这样的新版变成了单页应用，以前的是静态页面。初次渲染，如果是弱网的话，单页应用是纯前端渲染感觉会不如静态页面。但是后续的切换，比如项目里的切换体验肯定远胜过静态页面的哈。")
    rec(ICONFONT, [if1, ifa, ifa2], Q_VOTEN, True, "ellipsis", [], "just a question : what about upgrade iconfont-plus as a PWA instead of develop new version for mobile ?", qsrc=VOTEN)

    dv1 = (U, "Question about Performance. Is anybody know if performance improved compared to the original?")
    dva = (A, "Probably not since I didn't make very extensive changes. The fork exists mostly so that any bugs can be fixed, and my own application can make use of this.")
    rec(JDOWN, [jd1, jda, jd2, jda2], Q_DIFF, True, "ellipsis", [], "Is anybody know if performance of daniel0076's docker-jdownloader-2 fork improved compared to the original?", qsrc=DIFFVIEW)

    # ---- offline use and privacy ----
    no1 = (U, "Hi, I really like the concept of your app! I just wanted to ask: does it work completely offline, without connecting to the internet or servers?")
    noa = (A, "Yes it's fully offline.")
    rec(NOTES, [no1], Q_NOTES, True, "pronoun", ["that"], "If another-notes-app works completely offline, does that make it more privacy-friendly compared to apps like FOSSify Notes?")
    rec(NOTES, [no1, (U, Q_NOTES), noa], Q_GIJGO, True, "ellipsis", [], "is there any functionality in another-notes-app to support export to excel, pdf, csv files", qsrc=GIJGO)

    mk1 = (U, "{[doubt] can I able to run make sense tool without internet on any browser? I want to run this tool locally in my machine without the internet, I don't want to upload my data to the server o any")
    mkq = "it is exactly like a labeling tool? but added features? I want to write in python this tool, source code is opensource?"
    mka = (A, "1. MakeSense provides you with privacy. Images are not sent anywhere. 2. The code is OpenSource for purposes that are not for profit.")
    rec(MAKESENSE, [mk1], mkq, True, "pronoun", ["it", "this tool"], "Is make sense exactly like a labeling tool, but with added features? I want to write make sense in python; is its source code opensource?")
    rec(MAKESENSE, [mk1, (U, mkq), mka], Q_GIJGO, True, "ellipsis", [], "is there any functionality in make sense to support export to excel, pdf, csv files", qsrc=GIJGO)

    nt1 = (U, "Why does it connect to some server? Can it not be used offline? I don't have any online sync enabled. I just installed the app and clicked the dialog window. Now, the NetGuard firewall shows me the app tries to connect to some server many times. Why is that? And why can't it be used completely offline?")
    nta = (A, "As shown in the code, the app is ompletely offline unless you enable math rendering or other features such as Python, Vue, etc. In those cases, cache will always be checked first.")
    nta2 = (A, "Opt out provided during setup. Thus closed.")
    rec(NEUTRINOTE, [nt1, nta, nta2], Q_NOTES, True, "pronoun", ["that"], "If neutrinote is completely offline unless math rendering or other features are enabled, does that make it more privacy-friendly compared to apps like FOSSify Notes?", qsrc=NOTES)
    rec(NEUTRINOTE, [nt1, nta, nta2], Q_GIJGO, True, "ellipsis", [], "is there any functionality in neutrinote to support export to excel, pdf, csv files", qsrc=GIJGO)

    pm1 = (U, "I have found your app because I wanted a mood tracker with cool statistics that is open source and keeps all data on my own device. I have noticed that even though I've read that Pixy data is stored on the device only, my instance of the app still tried to make requests to various domains. Is it possible to get a toggle that completely shuts off all outwards facing communication?")
    pmq = "What, if anything, would I miss out on if I enabled this toggle?"
    pma = (A, "Hi @hannesknutsson, I'm delighted that someone has finally brought up this topic. The data you provide is exclusively stored on your device, which means it is not synchronized with any cloud-based system. Nonetheless, as indicated in the privacy section of the settings, behavioral data is collected using PostHog. It's important to note that Pixy values user privacy, and you have the option to disable this feature in the settings.")
    rec(PIXY, [pm1], pmq, True, "pronoun", ["this toggle"], "What, if anything, would I miss out on if I enabled a toggle in Pixy that completely shuts off all outwards facing communication?")
    rec(PIXY, [pm1, (U, pmq), pma], Q_GIJGO, True, "ellipsis", [], "is there any functionality in Pixy to support export to excel, pdf, csv files", qsrc=GIJGO)

    # ---- notifications ----
    ab1 = (A, "Notifications. Add support to send notifications on events. - [ ] Discord - [ ] Custom webhook")
    abq = "Telegram"
    rec(AUTOBRR, [ab1], abq, True, "ellipsis", [], "Add support in autobrr to send notifications on events to Telegram")
    rec(AUTOBRR, [ab1, (U, abq)], Q_TGSCRIPT, True, "ellipsis", [], "Is it possible to create an autobrr notification script not via email, but via messenger Telegram using a webhook?", qsrc=TGSCRIPT)

    bd1 = (U, "Allow notifications to be send via Telegram so you can monitor backup jobs in there. Make a difference between success messages and failures to be send.")
    bda = (A, "Same as with pushover. You have webhooks and fully flexibility.")
    rec(BACKUPD, [bd1, bda], Q_SHADOWSOCKS, True, "ellipsis", [], "How to run multiple backupd instances on one computer?", qsrc=SHADOWSOCKS)

    ct1 = (U, "Hello. I noticed currently an email is the only way to receive notifications. Maybe it would be nice to add ntfy.sh, telegram, etc services as well.")
    cta = (A, "You can use the hooks directory. For telegram you could e.g. out a simple shell script in there which uses curl to post a request to the bot API")
    rec(CERTSPOTTER, [ct1, cta], Q_TGSCRIPT, True, "ellipsis", [], "Is it possible to create a certspotter notification script in the hooks directory not via email, but via messenger Telegram using a webhook?", qsrc=TGSCRIPT)
    rec(CERTSPOTTER, [ct1, cta], Q_VAULT, True, "ellipsis", [], "Is it possible for certspotter to send a notification not via email, but via telegram bot to a specific channel?", qsrc=VAULTBACKUP)

    # ---- time zones in logs ----
    oc1 = (U, "logtimezone not documented nor set automatically. By default the datestamp in log file uses UTC formatting. However, this is very unconvenient as it is not easily readable. Rather, the local timezone should be used. This should be done automatically, e.g. by using the server time zone `date_default_timezone_get();`. Further, the config parameter should be documented.")
    oca = (A, "The logtimezone itself is documented in your config.sample.php as well as in https://doc.owncloud.org/server/8.2/admin_manual/search.html?q=logtimezone")
    oca2 = (A, "I'm closing this since it can easily be configured. UTC as reasonable default is accepted for a long time.")
    ocq = "And that is the reason not to change it? If I personally set a system wide default (via php.ini), I expect applications to use it."
    rec(OWNCLOUD, [oc1, oca, oca2], ocq, True, "pronoun", ["that", "it"], "Is UTC being accepted as a reasonable default for a long time the reason not to change owncloud's logtimezone default? If I personally set a system wide default (via php.ini), I expect applications to use it.")


    # ---- importing notes ----
    ax1 = (U, "Import of specific formats (Markdown, Notion, Evernote). I'd like to be able to import from Evernote, or maybe from an existing Evernote backup (in Markdown format), Would this be possible?")
    axq = "How can I help?"
    axa = (A, "Yes, that's something we can add to the existing import system; it can probably only be handled on the frontend. If you're familiar with Nuxt development, you can look into this in the frontend folder with the existing import system.")
    rec(ALEXANDRIE, [ax1], axq, True, "ellipsis", [], "How can I help add import from Evernote (or an Evernote backup in Markdown format) to Alexandrie?")

    # ---- API rate limits ----
    mo1 = (U, "You have been rate limited. who can help me to slove the problem. {'error': {'message': 'You have been rate limited. Your rate limit is 60 queries per minute. Please navigate to https://api.together.xyz/settings/billing to upgrade to a paid plan.', 'type': 'credit_limit'}}")
    moa1 = (A, "https://docs.together.ai/docs/rate-limits#rate-limits-in-headers")
    moa2 = (A, "So together API without a paid account limits to 1QPS. I am working on a version that provides warning for that.")
    dq1 = (U, "What is the API rate limit? I keep getting blocked by the API rate limit. I have come back after a minute or so and been allowed to make requests. Other times I have come back after 15-30 minutes and the block is still up. What is the threshold for consecutive requests?")
    dqa = (A, "The Rate limit for API is around 200 request per minute. Though due to a problem it use to give 429 without even consumer of the API hitting this limit, I have fixed this issue and you guys will face extremely less Rate Limit error from now on.")
    dqa2 = (A, "It's actually 300 request per 5 minutes.")
    dqq = "Is a 429 status code returned for reaching the rate limit?"
    rec(DICTAPI, [dq1, dqa, dqa2], dqq, True, "ellipsis", ["the rate limit"], "Is a 429 status code returned by freeDictionaryAPI for reaching its rate limit of 300 requests per 5 minutes?")
    rec(MOA, [mo1, moa1, moa2], dqq, True, "ellipsis", ["the rate limit"], "Is a 429 status code returned by the together API for reaching the rate limit?", qsrc=DICTAPI)

    cg1 = (U, "Rate limits. What are the rate limits?")
    cgq = "Can multiple questions be asked synchronously?"
    cga = (A, "Would like to know answer to first question, too. As for the second - definitely not (not from the same account), as It seem to be a limitation of ChatGPT itself.")
    cga2 = (A, "Rate limit of ~50 requests according to the dev in a different issue thread.")
    cgq2 = "I ran through the thread, I assume that limit is per-hour?"
    cga3 = (A, "Yes, I believe so.")
    cgq3 = "I got this error, so which means they limited 50 queries per-hour? {\"detail\":{\"message\":\"Rate limit reached for chat-gpt-48rpm-200ktpm in organization org-q1REn59xBJ4cdaluoPxVSFAU on requests per min. Limit: 48.000000 / min. Current: 50.000000 / min.\"}}"
    rec(CHATGPTLIB, [cg1], cgq, True, "ellipsis", [], "Can multiple questions be asked synchronously with acheong08's ChatGPT library?")
    rec(CHATGPTLIB, [cg1, (U, cgq), cga, cga2], cgq2, True, "pronoun", ["that limit"], "Is the ChatGPT library's rate limit of ~50 requests per-hour?")
    rec(CHATGPTLIB, [cg1, (U, cgq), cga, cga2, (U, cgq2), cga3], cgq3, True, "ellipsis", [], "I got this error, so does it mean ChatGPT limited acheong08's ChatGPT library to 50 queries per-hour? {\"detail\":{\"message\":\"Rate limit reached for chat-gpt-48rpm-200ktpm in organization org-q1REn59xBJ4cdaluoPxVSFAU on requests per min. Limit: 48.000000 / min. Current: 50.000000 / min.\"}}")
    rec(MOA, [mo1, moa1, moa2], cgq, True, "ellipsis", [], "Can multiple questions be asked synchronously with the together API used by MoA?", qsrc=CHATGPTLIB)

    ov1 = (U, "Rate Limited Reached on Initial Install Running Example Script. The application should run the example script. I checked openAPI and the api rate limit is three requests per minute? Is this a recent change? Console reports 'rate limit reached trying again in 20 seconds'")
    ova = (A, "The rate limit is 3 requests a second on the free trial")
    rec(OPENVIBE, [ov1, ova], dqq, True, "ellipsis", ["the rate limit"], "Is a 429 status code returned for reaching the OpenAI API rate limit on the free trial?", qsrc=DICTAPI)

    # ---- HTTP/3 and QUIC ----
    cp1 = (U, "Http3 / Quic. How to configure to use quic/http 3 with Nginx?")
    cpq = "When will this module be natively inserted?"
    cpa = (A, "it hasn't been released by NGINX. We will add it as soon as possible when it's it GA.")
    rec(CLOUDPANEL, [cp1], cpq, True, "pronoun", ["this module"], "When will the Nginx quic/http 3 module be natively inserted in CloudPanel?")
    rec(CLOUDPANEL, [cp1, (U, cpq), cpa], Q_UNIT, True, "pronoun", ["it's release"], "QUIC is finally RFC 9000 and I would like to know if you've an ETA about the release of quic/http 3 in CloudPanel", qsrc=NGXUNIT)
    rec(CLOUDPANEL, [cp1, (U, cpq), cpa], Q_DVP, False, "trap_other", [], None, qsrc=DOCKERTRAINING)

    wo1 = (U, "How does WordOps stand with HTTP3/quic? When can we expect WordOps will be able to serve content over \"new\" superfast HTTP3 / QUIC protocol? Nginx part is already done. Is is enabled already?")
    woa = (A, "Hello @crystaler4, I'm already working on adding HTTP/3 QUIC support in (my script)[https://github.com/VirtuBox/nginx-ee] to compile Nginx from source with custom modules (compatible with WordOps). After that, if it's possible to build a new Nginx package with HTTP/3 support for WordOps, I will also push it on our debian packages repository to make it available with WordOps. HTTP/3 QUIC support can only be enabled globally on Nginx, so all sites will support HTTP/2 and HTTP/3.")
    wo2 = (U, "Great to see this feature in WordOps as I notice Chrome mainstream that support `h3-29` now.")
    woq = "Has it been implemented?"
    woq2 = "Hey, @VirtuBox , do we have any news regarding http3?"
    woq3 = "Any word on this?"
    rec(WORDOPS, [wo1, woa, wo2], woq, True, "pronoun", ["it"], "Has HTTP/3 QUIC support been implemented in WordOps?")
    rec(WORDOPS, [wo1, woa, wo2, (U, woq)], woq2, True, "ellipsis", [], "Hey, @VirtuBox , do we have any news regarding http3 support in WordOps?")
    rec(WORDOPS, [wo1, woa, wo2, (U, woq), (U, woq2)], woq3, True, "pronoun", ["this"], "Any word on HTTP/3 QUIC support in WordOps?")
    rec(WORDOPS, [wo1, woa], Q_DVP, False, "trap_other", [], None, qsrc=DOCKERTRAINING)

    ne1 = (U, "HTTP3 Support. Hi. Can we expect this cloudflare http3 module in next update? https://blog.cloudflare.com/experiment-with-http-3-using-nginx-and-quiche/amp/")
    nea = (A, "Hello @utags, yes, I will run some tests with this module but it will be available soon")
    neq = "is this supported already?"
    rec(NGINXEE, [ne1, nea], neq, True, "pronoun", ["this"], "is the cloudflare http3 module supported in nginx-ee already?")
    rec(NGINXEE, [ne1, nea], Q_UNIT, True, "pronoun", ["it's release"], "QUIC is finally RFC 9000 and I would like to know if you've an ETA about the release of the cloudflare http3 module in nginx-ee", qsrc=NGXUNIT)
    rec(NGINXEE, [ne1, nea], Q_DVP, False, "trap_other", [], None, qsrc=DOCKERTRAINING)
    rec(JDOWN, [jd1, jda], Q_DVP, False, "trap_same_domain_new_topic", [], None, qsrc=DOCKERTRAINING)
