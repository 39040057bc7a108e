"""df37 part 2 (helper cdf2, thirty-third pass): record blocks of hobby, home and gadget threads.

Every turn is quoted (trimmed) from the GitHub thread at the URL beside it. Every module-level name is
P2_-prefixed; `load_part2(rec, U, A)` ends the file and calls each area function."""

# ruff: noqa: E501

P2_GH = "https://github.com/"

# wireless earbuds: AirPods battery on Linux, Galaxy Buds on the desktop
P2_BLUEZ260 = P2_GH + "bluez/bluez/issues/260"
P2_BHBL72 = P2_GH + "TheWeirdDev/Bluetooth_Headset_Battery_Level/issues/72"
P2_BHBL97 = P2_GH + "TheWeirdDev/Bluetooth_Headset_Battery_Level/issues/97"
P2_KAIR4 = P2_GH + "can1357/kAirPods/issues/4"
P2_ACAB1 = P2_GH + "AngCosmin/airpods-battery/issues/1"
P2_APD71 = P2_GH + "SpriteOvO/AirPodsDesktop/issues/71"
P2_GBBI36 = P2_GH + "MichalW/gnome-bluetooth-battery-indicator/issues/36"
P2_GBC191 = P2_GH + "timschneeb/GalaxyBudsClient/issues/191"
P2_GBC122 = P2_GH + "timschneeb/GalaxyBudsClient/issues/122"
P2_GBC27 = P2_GH + "timschneeb/GalaxyBudsClient/issues/27"

# game controllers: Nintendo Joy-Cons on Linux and Windows drivers
P2_JCD179 = P2_GH + "DanielOgorchock/joycond/issues/179"
P2_JCD154 = P2_GH + "DanielOgorchock/joycond/issues/154"
P2_JCD107 = P2_GH + "DanielOgorchock/joycond/issues/107"
P2_RJC39 = P2_GH + "riking/joycon/issues/39"
P2_RJC64 = P2_GH + "riking/joycon/issues/64"
P2_XJOY26 = P2_GH + "DuroSoft/XJoy/issues/26"
P2_XJOY44 = P2_GH + "DuroSoft/XJoy/issues/44"
P2_JCTK67 = P2_GH + "CTCaer/jc_toolkit/issues/67"

# action cameras: GoPro webcam mode and USB control
P2_OGP818 = P2_GH + "gopro/OpenGoPro/issues/818"
P2_OGP234 = P2_GH + "gopro/OpenGoPro/issues/234"
P2_OGP206 = P2_GH + "gopro/OpenGoPro/issues/206"
P2_GWL27 = P2_GH + "jschmid1/gopro_as_webcam_on_linux/issues/27"
P2_GWL9 = P2_GH + "jschmid1/gopro_as_webcam_on_linux/issues/9"
P2_GPA197 = P2_GH + "KonradIT/gopro-py-api/issues/197"
P2_GPA151 = P2_GH + "KonradIT/gopro-py-api/issues/151"
P2_GLAB870 = P2_GH + "gopro/labs/issues/870"

# AV receivers: Denon and Marantz network control
P2_DAVR35 = P2_GH + "ol-iver/denonavr/issues/35"
P2_DAVR8 = P2_GH + "ol-iver/denonavr/issues/8"
P2_HBDM25 = P2_GH + "stfnhmplr/homebridge-denon-marantz-avr/pull/25"
P2_HBDT322 = P2_GH + "grzegorz914/homebridge-denon-tv/issues/322"
P2_HBDT321 = P2_GH + "grzegorz914/homebridge-denon-tv/issues/321"
P2_HBMV13 = P2_GH + "robertvorthman/homebridge-marantz-volume/issues/13"

# stream controllers: Elgato Stream Deck on Linux (udev permissions)
P2_HASD7 = P2_GH + "basnijholt/home-assistant-streamdeck-yaml/issues/7"
P2_NESD41 = P2_GH + "Lange/node-elgato-stream-deck/issues/41"
P2_SDLG213 = P2_GH + "streamdeck-linux-gui/streamdeck-linux-gui/issues/213"
P2_SDLG163 = P2_GH + "streamdeck-linux-gui/streamdeck-linux-gui/issues/163"
P2_CHAT119 = P2_GH + "benkuper/Chataigne/issues/119"
P2_PESD79 = P2_GH + "abcminiuser/python-elgato-streamdeck/issues/79"
P2_STCO288 = P2_GH + "StreamController/StreamController/issues/288"

# LED lights: Govee strips and lamps over the LAN and cloud APIs
P2_G2M146 = P2_GH + "wez/govee2mqtt/issues/146"
P2_G2M251 = P2_GH + "wez/govee2mqtt/issues/251"
P2_G2M311 = P2_GH + "wez/govee2mqtt/issues/311"
P2_NGL4 = P2_GH + "mynameismax/node-govee-led/issues/4"
P2_GLH47 = P2_GH + "wez/govee-lan-hass/issues/47"
P2_HBGV347 = P2_GH + "homebridge-plugins/homebridge-govee/issues/347"
P2_GVRE11 = P2_GH + "egold555/Govee-Reverse-Engineering/issues/11"
P2_HACSGV267 = P2_GH + "LaggAt/hacs-govee/pull/267"

# sleep trackers: Oura ring API v1 to v2, Withings sleep and scale data
P2_SMO14 = P2_GH + "samuelmr/oura/issues/14"
P2_LDO6 = P2_GH + "lildude/oura/issues/6"
P2_LDO7 = P2_GH + "lildude/oura/pull/7"
P2_LDO12 = P2_GH + "lildude/oura/issues/12"
P2_SSE5 = P2_GH + "stevenschmatz/oura-ring-api-etl/issues/5"
P2_TKM5 = P2_GH + "tomekkorbak/oura-mcp-server/issues/5"
P2_NOC25 = P2_GH + "nitobuendia/oura-custom-component/pull/25"
P2_NOC15 = P2_GH + "nitobuendia/oura-custom-component/issues/15"
P2_NOC19 = P2_GH + "nitobuendia/oura-custom-component/issues/19"
P2_HORW2 = P2_GH + "henrihapponen/oura-ring-wrapper/issues/2"
P2_HOR2 = P2_GH + "hedgertronic/oura-ring/issues/2"
P2_PWA53 = P2_GH + "vangorra/python_withings_api/issues/53"
P2_PWA68 = P2_GH + "vangorra/python_withings_api/issues/68"
P2_WSY154 = P2_GH + "jaroslawhartman/withings-sync/issues/154"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# wireless earbuds
P2_E_DBUS = "Actually dont know why bluez dont support to report the battery over DBus  API"
P2_E_GNOMEEXT = "The extension [gnome-airpods-battery-status](https://github.com/delphiki/gnome-airpods-battery-status) just shows a percent sign"
P2_E_PAIRED = "I have paired using Gnome Settings Menu or using bluetoothctl on the CLI, but the process fails most of the time and is a bit frustrating."
P2_E_SINGLE = "Keep in mind that noise cancellation won't be enabled if you only wear a single earbud."
P2_E_HFP = "HFP switching is not automatic and I had to download blueman to be able to switch, but it stopped working after a recent Ubuntu update."
P2_E_AIRSTATUS = "This repo seems to successfully fetch airpods battery status when bluetooth is in `dual` mode; https://github.com/delphiki/AirStatus"
# game controllers
P2_J_COMMIT = "I'm running joycond at commit 5b590ecc9bca181d8bc21377e752126bc9180319 on Linux 7.1.5; it works well for the Nintendo Pro Controller, which I can detect/pair and use, but Nintendo Joy-Con cannot be detected and paired at the Bluetooth level."
P2_J_KERNEL = "Supposedly hid-nintendo is included in the latest versions of the linux kernel."
P2_J_MINT = "Did linux mint's version of the kernel remove hid-nintendo for some reason?"
P2_J_OSX = "Random Disclaimer: joycon's functionality in OSX is little more than a proof of concept as no one has written a driver to expose the joined joycons as a single controller to other software on an OSX system."
P2_J_XJOY = "I was using XJoy for the last couple weeks and I liked it very much."
P2_J_REPAIR = "Also I would definitely try re-pairing the Joycons with your PC -- sometimes they just need to pair again."
P2_J_JCTK = "I have connected my joycon to my computer but jc toolkit does not detect the joycon."
# action cameras
P2_G_ALGO = "I am creating a real-time object detection algorithm based on the video captured from a webcam."
P2_G_GOPROCAM = "I am willing to use the GoProCam API to control a GoPro HERO 9 but I would like to do so through USB."
P2_G_HERO9 = "I am experiencing an issue with my GoPro Hero 9 where it does not show the USB connection on my computer, despite having updated to the latest firmware."
P2_G_SPEC = "[HTTP Specification v2.0](https://gopro.github.io/OpenGoPro/http_2_0)\nFollowing this document, I connected the Raspberry Pi and HERO 10 and tried to use it as a webcam. I tried the command in the documentation and it didn't work as a webcam."
# AV receivers
P2_R_HEOS = "All new Denon HEOS Receiver don't react on http-commands. However, the telnet commands still work."
P2_R_Z2 = "To control ZONE2 the telnet protocol uses the command \"Z2xx\"."
P2_R_X2000 = "I have an AVR-X2000."
P2_R_SESSION = "```\n>>> import denonavr\n>>> d = denonavr.DenonAVR(\"x.x.x.x\", \"Name of device (Optional)\")\n>>> d.update()\nTrue\n>>> d.volume\n-80.0\n---Changed volume on device\n>>> d.update()\nTrue\n>>> d.volume\n-80.0\n```"
# stream controllers
P2_S_PERMS = "@uffefrostbox The permissions are set by the OS on 'input' devices to prevent key-loggers etc from accessing your keyboard commands."
P2_S_CHATAIGNE = "I'm trying to use Streamdeck in Chataigne under Ubuntu 20.04."
P2_S_UDEVLINUX = "well on linux, device access is managed by udev"
P2_S_LSUSB = "`lsusb | grep -i Elgato`\n```Bus 001 Device 006: ID 0fd9:008f Elgato Systems GmbH Stream Deck XL```"
P2_S_FATA = "**Describe the bug**\nWhen running `streamdeck` i get\n`FATA[0000] Unable to open StreamDeck connection          error=\"Unable to open device: permission denied\"`"
P2_S_UDEVRULE = "But I do have a rule under `/etc/udev/rules` to grant access to Streamdeck device for normal user."
# LED lights
P2_L_G2MVLAN = "### Describe the issue\n\nI have G2M and the led strips on the same VLAN, but G2M cannot find the LED strips over LAN."
P2_L_DOCKER = "I'm not using the HACS addon but rather docker container."
P2_L_PROBE = "[2024-03-03T19:10:36 WARN  govee::commands::serve]   This device should be available via the LAN API, but didn't respond to probing yet. Possible causes:\n[2024-03-03T19:10:36 WARN  govee::commands::serve]   1) LAN API needs to be enabled in the Govee Home App.\n[2024-03-03T19:10:36 WARN  govee::commands::serve]   2) The device is offline.\n[2024-03-03T19:10:36 WARN  govee::commands::serve]   3) A network configuration issue is preventing communication."
P2_L_MCAST = "One thing I'm unsure about is the Govee multicast address, are there any actions I need to take specifically for that?"
# sleep trackers
P2_O_V1GONE = "Additionally, Oura has announced that the V1 API is being discontinued in Jan 2024 and will no longer be available."
P2_O_SECOND = "Hi, Oura has a second version of their data API ( https://cloud.ouraring.com/v2/docs )"
P2_O_V2UPD = "The Oura API v2 has recently been updated to implement additional endpoints, including Daily Sleep, Daily Readiness, and Sleep Periods ( https://cloud.ouraring.com/v2/docs )"
P2_O_RELEASED = "Oura has released [Oura API Version 2](https://api.ouraring.com/v2/docs)."
P2_O_IDS = "Additionally, entries from existing endpoints have been assigned an `id` value, and can be accessed individually at the endpoints \n/v2/usercollection/{collection name}/{document_id}"
P2_O_PAT = "\"Deprecation Warning - Personal Access Tokens ⚠️\nPersonal Access Tokens will be deprecated by the end of 2025. This is part of an upcoming API platform update and will have no impact on production applications. The Oura API will remain fully available for integration. Please use OAuth2 as outlined in our [authentication instructions](https://cloud.ouraring.com/docs/authentication).\""
P2_O_CMD = "```\n~/withings-sync$ withings-sync --verbose --fromdate 2021-08-06 --todate 2021-08-06 --no-upload\n2024-01-03 22:48:53,788 - root - DEBUG - withings-sync script version 4.1.0\n2024-01-03 22:48:53,790 - withings - INFO - Refresh Access Token\n2024-01-03 22:48:55,863 - root - INFO - Fetching measurements from 2021-08-06 00:00 to 2021-08-06 23:59\n2024-01-03 22:48:55,865 - withings - DEBUG - Get Height\n```"


def P2_earbuds(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- wireless earbuds: AirPods battery levels on Linux, Galaxy Buds on the desktop ----
    t = (U, "AirPods Level of Battery", "u1")
    a1 = (U, "Please add support for AirPods battery levels indications as described on manual [Accessory Design Guidelines](https://developer.apple.com/accessories/Accessory-Design-Guidelines.pdf) section 22. Bluetooth Headset Battery Level Indication", "u1")
    a2 = (U, "I'm talking about the fact that the AirPods series headphones do not reflect the charge level in any of the Linux distributions, the standard monitor of power  does not see the charge level of this device.", "u1")
    a3 = (A, P2_E_AIRSTATUS, "u2")
    a4 = (U, "@chodorenko I am thinking of create a Gnome extention for this https://github.com/andirsun/gnome-shell-extention-airpods-battery/blob/main/airpods_battery.py", "u3")
    a5 = (U, P2_E_DBUS, "u3")
    a6 = "I find this script to be quite inaccurate at times, I have the airpods pro 2 and had to manually add support for them"
    # A request that leaves out the project it asks (rule 1): BlueZ is the thread's context.
    rec(P2_BLUEZ260, [t], a1[1], True, "ellipsis", [], "Please add support in BlueZ for AirPods battery level indications as described in Apple's Accessory Design Guidelines, section 22, Bluetooth Headset Battery Level Indication.", author="u1")
    rec(P2_BLUEZ260, [t, a1], a2[1], True, "pronoun", ["I'm talking about the fact", "this device"], "AirPods headphones do not report their charge level in any Linux distribution with BlueZ; the standard power monitor does not see the AirPods' charge level.", author="u1")
    # "This repo" points at the link in the same message (rule 2).
    rec(P2_BLUEZ260, [t, a1, a2], a3[1], False, SELF, [], None, author="u2")
    rec(P2_BLUEZ260, [t, a1, a2, a3], a4[1], True, "pronoun", ["for this"], "I am thinking of creating a GNOME extension that shows AirPods battery levels on Linux: https://github.com/andirsun/gnome-shell-extention-airpods-battery/blob/main/airpods_battery.py", author="u3")
    # A general sentence naming its subject (rulings before df36): a trap in its own thread.
    rec(P2_BLUEZ260, [t, a1, a2, a3, a4], a5[1], False, SAME, [], None, author="u3")
    rec(P2_BLUEZ260, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["this script"], "I find the airpods_battery.py script for the GNOME AirPods battery extension quite inaccurate at times; I have AirPods Pro 2 and had to add support for them manually.", author="u4")

    t = (U, "Apple Air Pods Pro", "u1")
    b1 = (U, "Can't get information for Apple Airpods Pro. Doesn't output anything.", "u1")
    b2 = (U, P2_E_GNOMEEXT, "u1")
    b3 = (U, "Ubuntu 20.04", "u1")
    b4 = "AirPods use a different protocol. I don't think this script will ever support that. You can search for other projects on GitHub that were written specifically for AirPods."
    # A failure of what the project does, the project left out (rulings before df37): a follow-up.
    rec(P2_BHBL72, [t], b1[1], True, "ellipsis", [], "Bluetooth_Headset_Battery_Level can't get information for Apple AirPods Pro; it doesn't output anything.", author="u1")
    # Another product named in full, nothing of the project (rulings before df37): a trap.
    rec(P2_BHBL72, [t, b1], b2[1], False, SAME, [], None, author="u1")
    rec(P2_BHBL72, [t, b1, b2], b3[1], True, "ellipsis", [], "Bluetooth_Headset_Battery_Level shows nothing for my AirPods Pro on Ubuntu 20.04.", author="u1")
    rec(P2_BHBL72, [t, b1, b2, b3], b4, True, "pronoun", ["this script", "that"], "AirPods use a different protocol; will the Bluetooth_Headset_Battery_Level script ever support reading AirPods battery levels, or should I use a project written for AirPods?", author="u2")
    lend(P2_BHBL72, [t, b1], P2_E_DBUS, SAME, P2_BLUEZ260)

    t = (U, "Not working for AirPods", "u1")
    c1 = (U, "I tried refreshing, didn't work", "u1")
    c2 = (U, "it either returned:\n\n`Traceback (most recent call last):\n  File \"/sbin/bluetooth_battery\", line 8, in <module>\n    sys.exit(main())\nbluetooth.btcommon.BluetoothError: [Errno 111] Connection refused`", "u1")
    c3 = (U, "or nothing at all", "u1")
    c4 = "I tried the port trick, didn't work"
    rec(P2_BHBL97, [t], c1[1], True, "ellipsis", [], "I tried refreshing, but Bluetooth_Headset_Battery_Level still doesn't work for my AirPods.", author="u1")
    # The traceback names the tool it comes from (rulings before df37): a trap though "it" opens it.
    rec(P2_BHBL97, [t, c1], c2[1], False, SAME, [], None, author="u1")
    rec(P2_BHBL97, [t, c1, c2], c3[1], True, "ellipsis", [], "For my AirPods, bluetooth_battery either fails with Connection refused or prints nothing at all.", author="u1")
    rec(P2_BHBL97, [t, c1, c2, c3], c4, True, "pronoun", ["the port trick"], "I tried giving bluetooth_battery a port after the AirPods' address, and it still didn't work.", author="u1")
    lend(P2_BHBL97, [t, c1], P2_E_PAIRED, SAME, P2_APD71)

    t = (U, "Battery level for Airpod Max", "u1")
    d1 = (U, "**Describe the bug**\nThe battery shows up as blank for Airpod Max", "u1")
    d2 = (U, "**To Reproduce**\n1. Connect Airpods\n2. Check widget", "u1")
    d3 = (U, "**Expected behavior**\nSome sort of battery level for the headset", "u1")
    d4 = (U, "**System Information:**\n - OS: Fedora 42\n - KDE Plasma Version: 6.4.3\n - AirPods Model: Max\n - Service Version: 0.1.4\n - Installation Method: manual", "u1")
    d5 = (U, "Thank you for making it so easy to pull these!", "u1")
    d6 = "```\nJul 31 14:54:50 fedora kairpodsd[439907]: [2025-07-31T19:54:50Z WARN  kairpodsd::bluetooth::manager] Adapter lost: hci0\nJul 31 14:54:51 fedora kairpodsd[439907]: [2025-07-31T19:54:51Z INFO  kairpodsd::bluetooth::manager] Initializing adapter: hci0\n```"
    rec(P2_KAIR4, [t], d1[1], True, "ellipsis", [], "The kAirPods battery widget shows the battery as blank for AirPods Max.", author="u1")
    rec(P2_KAIR4, [t, d1], d2[1], True, "ellipsis", [], "To reproduce the blank AirPods Max battery in kAirPods: connect the AirPods, then check the kAirPods widget.", author="u1")
    rec(P2_KAIR4, [t, d1, d2], d3[1], True, "pronoun", ["the headset"], "I expected the kAirPods widget to show some battery level for the AirPods Max headset.", author="u1")
    rec(P2_KAIR4, [t, d1, d2, d3], d4[1], True, "ellipsis", [], "kAirPods shows a blank battery for AirPods Max on Fedora 42, KDE Plasma 6.4.3, service version 0.1.4, installed manually.", author="u1")
    rec(P2_KAIR4, [t, d1, d2, d3, d4], d5[1], True, "pronoun", ["it", "these"], "Thank you for making it so easy to pull the kairpodsd service logs!", author="u1")
    # A log naming the service it comes from (rulings before df37): a trap.
    rec(P2_KAIR4, [t, d1, d2, d3, d4, d5], d6, False, SAME, [], None, author="u1")

    t = (U, "How to show Airpods Pro battery?", "u1")
    e1 = (U, "Hi, thanks for inventing this beautiful app. I would like to ask is it applicable to Airpods Pro? My Airpods Pro is connected to Macbook but this app is not showing any battery level.", "u1")
    e2 = "I'm also curious about this. Would love to see that added to the app!"
    rec(P2_ACAB1, [t], e1[1], True, "pronoun", ["this beautiful app", "this app"], "Is the airpods-battery macOS app applicable to AirPods Pro? My AirPods Pro are connected to my MacBook but airpods-battery is not showing any battery level.", author="u1")
    rec(P2_ACAB1, [t, e1], e2, True, "pronoun", ["this", "that", "the app"], "I'd also like AirPods Pro battery support added to the airpods-battery app.", author="u2")
    lend(P2_ACAB1, [t], P2_E_AIRSTATUS, SELF, P2_BLUEZ260)
    lend(P2_ACAB1, [t, e1], P2_E_HFP, SELF, P2_APD71)
    lend(P2_ACAB1, [t, e1], P2_E_SINGLE, SAME, P2_GBC191)

    t = (U, "Linux Build Instructions/Support", "u1")
    f1 = (U, "I have to use Linux for my work laptop and AirPods support is horrible, HFP switch doesn't happen automatically, pairing the AirPods can be an ordeal at times, no battery indicator.", "u1")
    f2 = (U, "I'd like to have build instructions to be able to test what works and what doesn't at the current state of the project and hopefully help with feedback so this project becomes a good alternative for people with AirPods using Linux.", "u1")
    f3 = (U, P2_E_PAIRED, "u1")
    f4 = (U, P2_E_HFP, "u1")
    f5 = "The issues tab wasn't appearing for me before opening this, closing as duplicate of #28."
    # The user's own setup named in full, nothing of the project (rulings before df37): a trap.
    rec(P2_APD71, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_APD71, [t, f1], f2[1], True, "pronoun", ["the project", "this project"], "I'd like Linux build instructions for AirPodsDesktop, to test what works in its current state and give feedback so AirPodsDesktop becomes a good alternative for people with AirPods on Linux.", author="u1")
    rec(P2_APD71, [t, f1, f2], f3[1], False, SAME, [], None, author="u1")
    rec(P2_APD71, [t, f1, f2, f3], f4[1], False, SELF, [], None, author="u1")
    # "#28" was never named in the thread (rulings before df37): judged on "this", the issue itself.
    rec(P2_APD71, [t, f1, f2, f3, f4], f5, True, "pronoun", ["this"], "AirPodsDesktop's issues tab wasn't appearing for me before I opened the Linux build instructions issue; I am closing it as a duplicate of #28.", author="u1")
    lend(P2_APD71, [t, f1], P2_E_GNOMEEXT, SAME, P2_BHBL72)

    t = (U, "Add AirPods support", "u1")
    g1 = (U, "Could you add AirPods support? There is a repo that actually works for AirPods: https://github.com/delphiki/AirStatus", "u1")
    g2 = (U, "For some reason the AIRPODS_DATA_LENGTH do not match in my case, but if the length is ignored the data is there and working", "u1")
    g3 = (A, "See https://github.com/MichalW/gnome-bluetooth-battery-indicator/issues/27#issuecomment-1234774149", "u2")
    g4 = (U, "@matan129 I cloned and installed it from your repo and it doesn't seem to work.", "u3")
    g5 = (U, "I mean, by running the AirStatus Python script directly it runs with no errors, but nothing is printed out in the console output whatsoever.", "u3")
    g6 = "I wonder if that's something to do with the version of my Airpods Pro (gen 3)"
    rec(P2_GBBI36, [t], g1[1], True, "ellipsis", [], "Could gnome-bluetooth-battery-indicator add AirPods support? AirStatus (https://github.com/delphiki/AirStatus) actually works for AirPods.", author="u1")
    rec(P2_GBBI36, [t, g1], g2[1], True, "ellipsis", [], "With AirStatus my AirPods' AIRPODS_DATA_LENGTH does not match, but if the length is ignored the battery data is there and working.", author="u1")
    rec(P2_GBBI36, [t, g1, g2], g3[1], True, "ellipsis", [], "For AirPods support in gnome-bluetooth-battery-indicator, see https://github.com/MichalW/gnome-bluetooth-battery-indicator/issues/27#issuecomment-1234774149", author="u2")
    rec(P2_GBBI36, [t, g1, g2, g3], g4[1], True, "pronoun", ["it", "your repo"], "I cloned and installed matan129's fork of gnome-bluetooth-battery-indicator with AirPods support and it doesn't seem to work.", author="u3")
    rec(P2_GBBI36, [t, g1, g2, g3, g4], g5[1], False, SELF, [], None, author="u3")
    rec(P2_GBBI36, [t, g1, g2, g3, g4, g5], g6, True, "pronoun", ["that"], "Could AirStatus printing nothing for AirPods battery have something to do with the version of my AirPods Pro (gen 3)?", author="u3")

    t = (U, "[BUG] Don't switch to noise cancellation", "u1")
    h1 = (U, "This function just doesn't work from the app. When you turn noise cancellation on or off, it doesn't work. The last status that you put from the mobile always remains.", "u1")
    h2 = (A, "I can't reproduce this issue with the Buds Pro. Do you use Buds Live?", "u2")
    h3 = P2_E_SINGLE
    rec(P2_GBC191, [t], h1[1], True, "pronoun", ["This function", "the app"], "Switching noise cancellation on or off doesn't work from Galaxy Buds Client; the last status set from the phone always remains.", author="u1")
    rec(P2_GBC191, [t, h1], h2[1], True, "pronoun", ["this issue"], "Galaxy Buds Client not switching noise cancellation can't be reproduced with the Buds Pro; do you use Buds Live?", author="u2")
    rec(P2_GBC191, [t, h1, h2], h3, False, SAME, [], None, author="u2")
    lend(P2_GBC191, [t, h1], P2_E_HFP, SELF, P2_APD71)

    t = (U, "[BUG] ANC Control doesn't work for GB Live", "u1")
    i1 = (U, "As the title says, I'm unable to control ANC on my Galaxy Buds Live using the app. The switch doesn't work for turning it off. I hear the \"ANC on sound\" even when I try to turn it off.", "u1")
    i2 = (U, " - OS: Windows 10 Home x64 20H2\n - Application version: 4.0.2.0", "u1")
    i3 = (U, "Yes, it is happening since some time ago. Only way to turn off when no Android device is nearby is to assign touch control to ANC on/off", "u2")
    i4 = "I fixed this issue with version 4.1. Executables are available in a few minutes on the release page"
    rec(P2_GBC122, [t], i1[1], True, "pronoun", ["the app", "The switch"], "I'm unable to control ANC on my Galaxy Buds Live using Galaxy Buds Client; its ANC switch doesn't turn ANC off.", author="u1")
    rec(P2_GBC122, [t, i1], i2[1], True, "ellipsis", [], "Galaxy Buds Client 4.0.2.0 on Windows 10 Home x64 20H2 can't turn off ANC on Galaxy Buds Live.", author="u1")
    rec(P2_GBC122, [t, i1, i2], i3[1], True, "pronoun", ["it"], "Galaxy Buds Client failing to turn off ANC on Galaxy Buds Live has been happening for some time; is assigning the touch control to ANC on/off the only way when no Android device is nearby?", author="u2")
    rec(P2_GBC122, [t, i1, i2, i3], i4, True, "pronoun", ["this issue"], "Galaxy Buds Client's ANC switch not working for Galaxy Buds Live is fixed in version 4.1.", author="u3")

    t = (U, "Galaxy Buds Live Unsupported", "u1")
    j1 = "The Galaxy Buds Live are unsupported. When I try to connect the app to them, it suggests that they are regular Galaxy Buds and doesn't work."
    rec(P2_GBC27, [t], j1, True, "pronoun", ["the app"], "Galaxy Buds Client doesn't support the Galaxy Buds Live: when I connect it to them, it treats them as regular Galaxy Buds and doesn't work.", author="u1")
    lend(P2_GBC27, [t], P2_E_DBUS, SAME, P2_BLUEZ260)


def P2_controllers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- game controllers: Nintendo Joy-Cons paired over Bluetooth on Linux (joycond, hid-nintendo) and Windows (XJoy) ----
    t = (U, "cannot pair joy-cons controllers in Bluetooth", "u1")
    a1 = (U, P2_J_COMMIT, "u1")
    a2 = (U, "I'm using Bluez 5.79, but this has been ongoing for a while; I thought I was just doing something wrong with the key presses ordering and gave up, but gave it a careful try today and there was just no way.", "u1")
    a3 = (U, "Repro:\n\n1. Use the joycond-service-type on Guix System.\n2. Turn on Bluetooth on the system\n3. Long-press the pairing button on the Joy-Con\n4. Wait for a controller named \"Joy-Con R\" to appear in the GNOME Bluetooth configurator.\n5. Observe no controller appears.", "u1")
    a4 = "I also tried pressing different buttons on the controller, but it didin't help; I just can't see it in the list of available Bluetooth devices to pair with."
    # The opener names the project, its commit and the failure in full (rule 1): a trap.
    rec(P2_JCD179, [t], a1[1], False, SAME, [], None, author="u1")
    rec(P2_JCD179, [t, a1], a2[1], True, "pronoun", ["this"], "I'm using BlueZ 5.79, and Joy-Cons failing to be detected and paired over Bluetooth with joycond has been ongoing for a while; I tried the key press ordering carefully and it still fails.", author="u1")
    rec(P2_JCD179, [t, a1, a2, a3], a4, True, "pronoun", ["the controller", "it"], "I also tried pressing different buttons on the Joy-Con, but it didn't help; I can't see the Joy-Con in the list of available Bluetooth devices to pair with when using joycond.", author="u1")

    t = (U, "linux mint doesn't even start pairing", "u1")
    b1 = (U, "like in the title the LED of my joycon don't blink like said in the tuto but continue to do pinpong.", "u1")
    b2 = (U, "does someone know how to pair the joycon in this case?", "u1")
    b3 = (U, "Looking to try and connect my Switch Pro controller on Linux Mint as well.", "u2")
    b4 = (U, P2_J_KERNEL, "u2")
    b5 = (U, "I'm a linux noob, so maybe I'm misunderstanding what lsmod is supposed to do, but I don't see hid-nintendo included in the output.", "u2")
    b6 = (U, P2_J_MINT, "u2")
    b7 = "Update: I was previously on linux kernel 6.8.0-54, so I tried updating to linux kernel 6.11.0-17 which includes some changes to both bluetooth and hid-nintendo. This actually fixed it, kinda!"
    rec(P2_JCD154, [t], b1[1], True, "pronoun", ["like in the title", "the tuto"], "On Linux Mint joycond pairing doesn't even start: my Joy-Con's LEDs don't blink as the joycond tutorial says but keep doing ping-pong.", author="u1")
    rec(P2_JCD154, [t, b1, b2], b4[1], False, SAME, [], None, author="u2")
    rec(P2_JCD154, [t, b1, b2, b3, b4, b5], b6[1], False, SAME, [], None, author="u2")
    rec(P2_JCD154, [t, b1, b2, b3, b4, b5, b6], b7, True, "pronoun", ["it"], "Updating from Linux kernel 6.8.0-54 to 6.11.0-17, with its bluetooth and hid-nintendo changes, mostly fixed pairing my Switch Pro controller on Linux Mint.", author="u2")

    t = (U, "Not able to connect joycons", "u1")
    c1 = (U, "I am on kubuntu 22.04.", "u1")
    c2 = (U, "I am able to connect to my joycons with bluetooth but the LED keeps going up and down instead of blinking all four LEDs.", "u1")
    c3 = (U, "When I disconnect the joycons in bluetooth the LED turns off. I installed both joycond and hid-nintendo.", "u1")
    c4 = "Hi there @Cheeseboy8020 and @klarkc (you reacted to the post). Not sure if you're still having this problem? If so, then try installing `libudev-devel` then rebuild and reinstall. Solved the problem for me."
    # A complete first-person environment sentence naming its own subject (rule 1): a trap.
    rec(P2_JCD107, [t], c1[1], False, SAME, [], None, author="u1")
    # What fails is done by the project, which the sentence leaves out (rulings before df37): a follow-up.
    rec(P2_JCD107, [t, c1], c2[1], True, "ellipsis", [], "With joycond, I can connect my Joy-Cons over Bluetooth but the LED keeps going up and down instead of blinking all four LEDs, so they never pair.", author="u1")
    rec(P2_JCD107, [t, c1, c2, c3], c4, True, "pronoun", ["this problem", "the problem"], "If joycond connects Joy-Cons but never pairs them (the LEDs keep going up and down), try installing libudev-devel, then rebuild and reinstall joycond.", author="u2")

    t = (U, "Controller not recognized by games", "u1")
    d1 = (U, "I can connect both Joy-Cons just fine, so that both of them have one steady light. But after this I don't know how to proceed, it wasn't working in any game I've tried so far, though some games (i.e. Enter the Gungeon) showed that there was a controller connected.", "u1")
    d2 = (U, "Am I missing something?", "u1")
    d3 = (A, "Can you give more information about your setup? Are you using this with OSX, Windows, Linux? Which flavor/version?", "u2")
    d4 = (A, P2_J_OSX, "u2")
    d5 = (U, "I'm using Arch Linux.", "u1")
    d6 = "To add to that, testing tools like jstest appear to be able to detect buttons pressed and sticks moved (at least with the left joy con)."
    rec(P2_RJC39, [t], d1[1], True, "pronoun", ["after this", "it"], "With the joycon driver I can connect both Joy-Cons with one steady light each, but the combined controller isn't working in any game I've tried; what do I do next?", author="u1")
    rec(P2_RJC39, [t, d1], d2[1], True, "ellipsis", [], "Am I missing something to get the joycon driver's combined Joy-Con controller recognized by games?", author="u1")
    rec(P2_RJC39, [t, d1, d2], d3[1], True, "pronoun", ["this"], "Which OS and version are you using the joycon driver with: OSX, Windows or Linux?", author="u2")
    rec(P2_RJC39, [t, d1, d2, d3], d4[1], False, SAME, [], None, author="u2")
    # An answer in a complete sentence naming its subject (rulings before df36): a trap.
    rec(P2_RJC39, [t, d1, d2, d3, d4], d5[1], False, SAME, [], None, author="u1")
    rec(P2_RJC39, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["To add to that"], "On Arch Linux with the joycon driver, jstest detects the Joy-Con's button presses and stick movements (at least for the left Joy-Con), though games don't recognize the controller.", author="u1")

    t = (U, "connected but can't detect any key", "u1")
    e1 = (U, "I want Joycon be an additional Input device in Linux, but not for game. So I don't really know if the drive is designed for this.", "u1")
    e2 = (U, "but with command `xev` I can't see any key in Joycon.", "u1")
    e3 = "And the package \"pynput\" , which can monitor the keyboard in Python, does also not work."
    rec(P2_RJC64, [t], e1[1], True, "pronoun", ["the drive", "this"], "Is the joycon driver designed to make a Joy-Con an additional input device in Linux outside games?", author="u1")
    rec(P2_RJC64, [t, e1], e2[1], True, "ellipsis", [], "The joycon driver connects my Joy-Con, but with `xev` I can't see any key from the Joy-Con.", author="u1")
    rec(P2_RJC64, [t, e1, e2], e3, True, "ellipsis", ["also"], "With the joycon driver connected, the Python package pynput, which monitors the keyboard, doesn't see any Joy-Con key either.", author="u1")
    lend(P2_RJC64, [t, e1], P2_J_KERNEL, SAME, P2_JCD154)

    t = (U, "XJoy doesn't detect joy-cons", "u1")
    f1 = (U, "It worked perfectly before, but now they aren't detected anymore", "u1")
    f2 = (U, "I have tried various other methods and Xjoy was the most efficient, but for whatever reason it doesn't detect anything", "u1")
    f3 = (U, "All dependencies are installed.", "u1")
    f4 = (A, "@Shinwoir could you try a few of the older versions and see at what version release it stopped working for you? Otherwise I have no way of debugging this.", "u2")
    f5 = P2_J_REPAIR
    rec(P2_XJOY26, [t], f1[1], True, "pronoun", ["It", "they"], "XJoy worked perfectly before, but now my Joy-Cons aren't detected by XJoy anymore.", author="u1")
    rec(P2_XJOY26, [t, f1], f2[1], False, SELF, [], None, author="u1")
    rec(P2_XJOY26, [t, f1, f2], f3[1], True, "ellipsis", [], "All of XJoy's dependencies are installed, and XJoy still doesn't detect my Joy-Cons.", author="u1")
    rec(P2_XJOY26, [t, f1, f2, f3], f4[1], True, "pronoun", ["it", "this"], "Could you try a few older XJoy versions and see at which release XJoy stopped detecting your Joy-Cons?", author="u2")
    rec(P2_XJOY26, [t, f1, f2, f3, f4], f5, False, SELF, [], None, author="u2")

    t = (U, "could not find left Joy-Con", "u1")
    g1 = (U, P2_J_XJOY, "u1")
    g2 = (U, "But sadly it stopped recognizing my JoyCons.", "u1")
    g3 = (U, "I've tried multiple times to just re-pair the JoyCons, but it wont change anything.", "u1")
    g4 = (U, "Running Windows 10 Pro 1903.", "u1")
    rec(P2_XJOY44, [t], g1[1], False, SELF, [], None, author="u1")
    rec(P2_XJOY44, [t, g1], g2[1], True, "pronoun", ["it"], "XJoy stopped recognizing my Joy-Cons.", author="u1")
    # An attempt that leans on the thread's problem (rule 6): a follow-up.
    rec(P2_XJOY44, [t, g1, g2], g3[1], True, "pronoun", ["it"], "I've re-paired my Joy-Cons many times, but XJoy still can't find the left Joy-Con.", author="u1")
    rec(P2_XJOY44, [t, g1, g2, g3], g4[1], True, "ellipsis", [], "XJoy can't find my left Joy-Con on Windows 10 Pro 1903.", author="u1")
    lend(P2_XJOY44, [t], P2_J_JCTK, SAME, P2_JCTK67)

    t = (U, "Joycons not being detected", "u1")
    h1 = (U, P2_J_JCTK, "u1")
    h2 = (U, "i have re-paired the controller multiple times but it will not work.", "u1")
    h3 = (U, "I am having this same problem. Any help please", "u2")
    h4 = "I know this is over a year later but for those having the same issue, I had removed the controller from hidhide so the controller could be seen again."
    rec(P2_JCTK67, [t], h1[1], False, SAME, [], None, author="u1")
    rec(P2_JCTK67, [t, h1], h2[1], True, "pronoun", ["the controller", "it"], "I have re-paired my Joy-Con multiple times, but jc_toolkit still does not detect it.", author="u1")
    rec(P2_JCTK67, [t, h1, h2], h3[1], True, "pronoun", ["this same problem"], "jc_toolkit does not detect my Joy-Con either; any help?", author="u2")
    rec(P2_JCTK67, [t, h1, h2, h3], h4, True, "pronoun", ["the same issue", "the controller"], "If jc_toolkit doesn't detect a paired Joy-Con, remove the Joy-Con from HidHide so it can be seen again.", author="u3")
    lend(P2_JCTK67, [t], P2_J_OSX, SAME, P2_RJC39)
    lend(P2_JCTK67, [t, h1], P2_J_MINT, SAME, P2_JCD154)


def P2_gopro(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- action cameras: GoPro webcam mode over USB, the Open GoPro API and a Linux webcam script ----
    t = (U, "status: 4, error: 7", "u1")
    a1 = (U, "I have a problem with the gopro hero 13, while trying to setup webcam mode via USB , I followed all the steps like disabling wired USB control, I dont know what is causing this problem.", "u1")
    a2 = (U, "This is the log i get:\n{\n        \"status\": 4,\n        \"error\": 7\n}", "u1")
    a3 = (U, "The only proboable cause of this problem that i can think of is that my SD card is not fast enough and I need to get a new one", "u1")
    a4 = "this problem is due to the GoPro 13 not being supported, it works fine with GoPro 12"
    # Webcam mode over USB is what the Open GoPro API starts; the report leaves the API out (rulings before df37).
    rec(P2_OGP818, [t], a1[1], True, "ellipsis", [], "Setting up webcam mode over USB on a GoPro HERO13 with the Open GoPro API fails with status 4, error 7, though I disabled wired USB control; what causes it?", author="u1")
    rec(P2_OGP818, [t, a1], a2[1], True, "pronoun", ["This"], "Starting GoPro HERO13 webcam mode over USB with the Open GoPro API returns {\"status\": 4, \"error\": 7}.", author="u1")
    rec(P2_OGP818, [t, a1, a2], a3[1], True, "pronoun", ["this problem"], "Could a slow SD card cause Open GoPro webcam mode on a HERO13 to fail with status 4, error 7?", author="u1")
    rec(P2_OGP818, [t, a1, a2, a3], a4, True, "pronoun", ["this problem", "it"], "Open GoPro webcam mode failing with status 4, error 7 is because the GoPro HERO13 is not supported; webcam mode works with the HERO12.", author="u1")

    t = (U, "Hero 11 USB webcam mode not working", "u1")
    b1 = (U, "With firmware 1.10:\n- Connection to Windows machine with GoPro Webcam utility 1.2.1.813 -> does not work.\n- Connection to macOS via USB -> does not work.", "u1")
    b2 = (U, "Hero 10 works fine.", "u1")
    b3 = (U, "Resetting the network settings on the GoPro fixes the problem.", "u1")
    b4 = "Hello, yes his is a known issue with the v 1.10 FW."
    rec(P2_OGP234, [t], b1[1], True, "ellipsis", [], "With HERO11 firmware 1.10, USB webcam mode does not work with the GoPro Webcam utility 1.2.1.813 on Windows, nor over USB on macOS.", author="u1")
    rec(P2_OGP234, [t, b1], b2[1], True, "ellipsis", [], "USB webcam mode works fine on the GoPro HERO10, unlike the HERO11 on firmware 1.10.", author="u1")
    rec(P2_OGP234, [t, b1, b2], b3[1], True, "pronoun", ["the problem"], "Resetting the network settings on the GoPro HERO11 fixes USB webcam mode not working on firmware 1.10.", author="u1")
    rec(P2_OGP234, [t, b1, b2, b3], b4, True, "pronoun", ["his"], "Is HERO11 USB webcam mode not working a known issue with the v1.10 firmware?", author="u2")

    t = (U, "Any chance to solve an issue that Webcam mode does not work properly on HERO10?", "u1")
    c1 = (U, P2_G_SPEC, "u1")
    c2 = P2_G_ALGO
    # "this document" and "the command in the documentation" point at the link above them (rule 2).
    rec(P2_OGP206, [t], c1[1], False, SELF, [], None, author="u1")
    rec(P2_OGP206, [t, c1], c2, False, SAME, [], None, author="u1")

    t = (U, "Does not work at all with a Hero 9 Black", "u1")
    d1 = (U, "After trying 17 other projects, I was hopeful that this one would work. Unfortunately, it goes on the heap with the other 17.", "u1")
    d2 = (U, "When I plug in my Hero9, it creates a device, usb0, and passing this in as `./gopro webcam -p usb`, fails to discover the GoPro IP (because it actually doesn't _have_ an IP, since it's not broadcasting as a network device, it's connected over USB), so that fails with the unhelpful message of: \n\n```\nDiscovered: usb0.\nUsing usb0 to discover the GOPRO_IP.\nCould not automatically discover a valid GOPRO_IP.\n```", "u1")
    d3 = (U, "Since you can't use USB _and_ network at the same time, these options would seem to be in conflict with each other.", "u1")
    d4 = (U, "How does one stream video from this device, plugged in via USB, when it's not on the network?", "u1")
    d5 = (U, "I've managed to get this working, and wrote a detailed blog post describing the steps for anyone who may fall into the same gaps I did. Thanks!", "u1")
    d6 = "@desrod \nwould you mid sharing it as mine hero 10 does not connect with all the tries"
    rec(P2_GWL27, [t], d1[1], True, "pronoun", ["this one", "it"], "gopro_as_webcam_on_linux does not work at all with my GoPro HERO9 Black either, after 17 other projects failed.", author="u1")
    # The command run and its output quoted in full (rulings before df37): a trap.
    rec(P2_GWL27, [t, d1], d2[1], False, SAME, [], None, author="u1")
    rec(P2_GWL27, [t, d1, d2], d3[1], True, "pronoun", ["these options"], "gopro_as_webcam_on_linux's USB and network options seem to conflict, since a GoPro can't use USB and network at the same time.", author="u1")
    rec(P2_GWL27, [t, d1, d2, d3], d4[1], True, "pronoun", ["this device", "it"], "How does one stream video from a GoPro HERO9 plugged in via USB with gopro_as_webcam_on_linux when the GoPro is not on the network?", author="u1")
    rec(P2_GWL27, [t, d1, d2, d3, d4], d5[1], True, "pronoun", ["this"], "I managed to get my GoPro HERO9 Black working as a webcam on Linux with gopro_as_webcam_on_linux and wrote a blog post describing the steps.", author="u1")
    rec(P2_GWL27, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["it"], "Would you share your blog post on getting a GoPro working as a webcam on Linux? My HERO10 does not connect with gopro_as_webcam_on_linux.", author="u2")

    t = (U, "Error while starting the Webcam mode", "u1")
    e1 = (U, "I'm having an issue with the webcam mode. Not sure where is the error detail.", "u1")
    e2 = (U, "Device:\nGoPro Hero 5 Session\nUbuntu 18.4.2 on Arm64\nWifi is connected to GoPro AP", "u1")
    e3 = "```\n$ sudo gopro webcam\nRunning GoPro Webcam Util for Linux [0.0.2]\n\nv4l2loopback is loaded!\nv4l2loopback was unloaded successfully.\nv4l2loopback was successfully loaded.\nDiscovered: wlx00e0232059ea.\nUsing wlx00e0232059ea to discover the GOPRO_IP.\nFound 10.5.5.100\nNow using this GOPRO_IP internally: 10.5.5.51\nError while starting the Webcam mode. # TODO Useful message.\n```"
    rec(P2_GWL9, [t], e1[1], True, "ellipsis", ["the webcam mode"], "gopro_as_webcam_on_linux fails to start the GoPro webcam mode, and I'm not sure where the error detail is.", author="u1")
    rec(P2_GWL9, [t, e1], e2[1], True, "ellipsis", [], "gopro_as_webcam_on_linux fails to start webcam mode with a GoPro HERO5 Session, Ubuntu 18.04.2 on arm64, Wi-Fi connected to the GoPro's access point.", author="u1")
    rec(P2_GWL9, [t, e1, e2], e3, False, SAME, [], None, author="u1")
    lend(P2_GWL9, [t, e1], P2_G_GOPROCAM, SAME, P2_GPA197)

    t = (U, "USB connection with a GoPro", "u1")
    f1 = (U, P2_G_GOPROCAM, "u1")
    f2 = (U, "Not particularly tech saavy here and I couldn't find this information directly: to use GoProCamera.getWebcamIP() I should connect the camera to computer using an USB-C/Ethernet converter, right?", "u1")
    f3 = (U, "I've suceeded in controlling the camera through Wi-Fi, but I don't know if to use it with USB I should connect the USB directly to the computer or get an ethernet adapter.", "u1")
    f4 = (U, "The results I've gotten by connecting it directly are the IP 10.5.5.9 and \"waking up...\", without the connection confirmation.", "u1")
    f5 = (A, "You have to connect the gopro without the ethernet adapter, just usb", "u2")
    f6 = "The entire process should be, then:\n\n- turning camera on;\n- setting USB connection as \"GoPro Connection\";\n- connecting the GoPro to the computer via USB;\n- attempting to connect to the camera through the right commands in the code.\n\nRight?"
    rec(P2_GPA197, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_GPA197, [t, f1], f2[1], False, SELF, [], None, author="u1")
    rec(P2_GPA197, [t, f1, f2], f3[1], True, "pronoun", ["the camera", "it"], "I've controlled my GoPro HERO9 through Wi-Fi with gopro-py-api; to use it over USB, do I connect the USB cable directly to the computer or through an Ethernet adapter?", author="u1")
    rec(P2_GPA197, [t, f1, f2, f3], f4[1], True, "pronoun", ["it"], "Connecting my GoPro HERO9 directly over USB, gopro-py-api gives the IP 10.5.5.9 and \"waking up...\" without a connection confirmation.", author="u1")
    rec(P2_GPA197, [t, f1, f2, f3, f4], f5[1], True, "pronoun", ["the ethernet adapter"], "To control a GoPro over USB with gopro-py-api, connect the GoPro directly by USB, without an Ethernet adapter.", author="u2")
    rec(P2_GPA197, [t, f1, f2, f3, f4, f5], f6, True, "ellipsis", ["then"], "To control a GoPro HERO9 over USB with gopro-py-api, is the process: turn the camera on, set USB connection to \"GoPro Connection\", connect it to the computer by USB, then connect with the right commands in code?", author="u1")

    # The excerpt shows only later comments, so the title alone gives lent rows.
    t = (U, "GoPro Hero 8 Connect through cable?", "u1")
    lend(P2_GPA151, [t], P2_G_HERO9, SELF, P2_GLAB870)
    lend(P2_GPA151, [t], P2_G_ALGO, SAME, P2_OGP206)
    lend(P2_GPA151, [t], P2_G_SPEC, SELF, P2_OGP206)

    t = (U, "GoPro Hero 9 Not Showing USB Connection", "u1")
    g1 = (U, P2_G_HERO9, "u1")
    g2 = (U, "I have confirmed that both the USB cable and computer USB port are functioning correctly by testing them with a colleague's GoPro Hero 9, which connected without any issues.", "u1")
    g3 = (A, "How is this a Labs issue?  Have you request MTP from the USB connections menu?  Menu->Connections->USB Connection->MTP", "u2")
    g4 = "Not related to Labs."
    rec(P2_GLAB870, [t], g1[1], False, SELF, [], None, author="u1")
    rec(P2_GLAB870, [t, g1], g2[1], False, SELF, [], None, author="u1")
    rec(P2_GLAB870, [t, g1, g2], g3[1], True, "pronoun", ["this"], "How is a GoPro HERO9 not showing a USB connection a GoPro Labs issue? Have you requested MTP from Menu > Connections > USB Connection > MTP?", author="u2")
    rec(P2_GLAB870, [t, g1, g2, g3], g4, True, "ellipsis", [], "A GoPro HERO9 not showing its USB connection is not related to GoPro Labs.", author="u2")
    lend(P2_GLAB870, [t], P2_G_GOPROCAM, SAME, P2_GPA197)
    lend(P2_GLAB870, [t, g1], P2_G_ALGO, SAME, P2_OGP206)


def P2_receivers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- AV receivers: Denon and Marantz volume, zones and inputs over HTTP and telnet (a Python library, Homebridge plugins) ----
    t = (U, "volume doesn't update", "u1")
    a1 = (U, "__init__.py:__version__ = \"0.5.4\"", "u1")
    a2 = (U, "I was trying some new things and I noticed a problem. Am I doing something wrong? No matter what I do to the volume it always reads -80", "u1")
    a3 = (U, P2_R_SESSION, "u1")
    a4 = (U, "I then tried set_volume which does work but it still reports -80.", "u1")
    a5 = (U, "I wonder if this is somehow related to the other issue I have.", "u1")
    a6 = "I unplugged the piece of crap from the wall and plugged it back in and its now working as expected."
    rec(P2_DAVR35, [t], a1[1], True, "ellipsis", [], "The denonavr library 0.5.4 doesn't update the receiver's volume.", author="u1")
    rec(P2_DAVR35, [t, a1], a2[1], True, "ellipsis", ["the volume"], "Whatever I do to my Denon receiver's volume, denonavr 0.5.4 always reads -80; am I doing something wrong?", author="u1")
    # A session that names the library it runs (rulings before df37): a trap.
    rec(P2_DAVR35, [t, a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(P2_DAVR35, [t, a1, a2, a3], a4[1], True, "pronoun", ["then", "it"], "denonavr's set_volume does change my Denon receiver's volume, but denonavr still reports -80.", author="u1")
    rec(P2_DAVR35, [t, a1, a2, a3, a4, a5], a6, True, "pronoun", ["the piece of crap", "it"], "Power-cycling my Denon receiver fixed denonavr always reading the volume as -80.", author="u1")
    lend(P2_DAVR35, [t, a1], P2_R_Z2, SAME, P2_HBMV13)

    t = (U, "Zone 2 Power and Input", "u1")
    b1 = (U, "I see the code only references control of the Main Zone, though some of the supported models support Zone 2.", "u1")
    b2 = (U, "Are there any plans to add controls for Zone 2? Power toggle? Input selection? Volume control?", "u1")
    b3 = (A, "hey Joe,\nthis topic was on my list. I got somehow frustrated because about inconsistant variables accross the different interfaces.", "u2")
    b4 = (A, "Btw. which Denon model are you using?", "u2")
    b5 = P2_R_X2000
    rec(P2_DAVR8, [t], b1[1], True, "pronoun", ["the code"], "The denonavr code only controls the Main Zone, though some supported Denon receivers have a Zone 2.", author="u1")
    rec(P2_DAVR8, [t, b1], b2[1], True, "ellipsis", [], "Are there plans to add Zone 2 controls (power toggle, input selection, volume) to denonavr?", author="u1")
    # An answer in a complete sentence naming its subject (rulings before df36): a trap.
    rec(P2_DAVR8, [t, b1, b2, b3, b4], b5, False, SAME, [], None, author="u1")
    lend(P2_DAVR8, [t], P2_R_HEOS, SAME, P2_HBMV13)

    # A pull request: its author answers the testers, so the author's turns are the assistant's (as df36 part 2).
    t = (A, "switching to telnet and added support for the second zone", "u1")
    c1 = (A, "- complete rewrite\n- support speaker service (volume control with eve app) #16\n- added support for second zone #19 \n- switched to telnet connection to support the newer avr's #22 #23 \n- removed default input and default volume", "u1")
    c2 = (U, "I will happily review your code in the following days. How long has it been running at your place?", "u2")
    c3 = (A, "Since a few days. Did you tried it yet?", "u1")
    c4 = (U, "I just installed a test the dev branch briefly with my Denon AVR-X3400H.", "u3")
    c5 = (U, "In the Eve app I see two volume controls and two power switches: one pair for main and one pair for 2nd zone.  I do not have a 2nd zone physically connected, but control of volume works for the main zone.", "u3")
    c6 = (U, "I do not see input switching exposed anywhere.  Is there a configuration option or is this absent from the plugin?", "u3")
    c7 = "- Mute works.\n- The plugin does not seem to be polling or something is wrong with it. If I power off the receiver, homebridge does not reflect this."
    rec(P2_HBDM25, [t, c1], c2[1], True, "pronoun", ["your code", "it"], "How long has the telnet rewrite of homebridge-denon-marantz-avr with second-zone support been running at your place?", author="u2")
    rec(P2_HBDM25, [t, c1, c2], c3[1], True, "pronoun", ["it"], "The telnet rewrite of homebridge-denon-marantz-avr has been running for a few days; have you tried it yet?", author="u1")
    rec(P2_HBDM25, [t, c1, c2, c3], c4[1], True, "pronoun", ["the dev branch"], "I briefly tested the homebridge-denon-marantz-avr dev branch (telnet, second zone) with my Denon AVR-X3400H.", author="u3")
    rec(P2_HBDM25, [t, c1, c2, c3, c4, c5], c6[1], True, "pronoun", ["this", "the plugin"], "The homebridge-denon-marantz-avr dev branch exposes no input switching; is there a configuration option, or is input switching absent from the plugin?", author="u3")
    rec(P2_HBDM25, [t, c1, c2, c3, c4, c5, c6], c7, True, "pronoun", ["The plugin", "it", "this"], "With the homebridge-denon-marantz-avr dev branch mute works, but the plugin does not seem to poll: if I power off the Denon receiver, Homebridge does not reflect it.", author="u3")
    lend(P2_HBDM25, [t, c1], P2_R_X2000, SAME, P2_DAVR8)

    t = (U, "Volume on Zone 2 changes Main Zone only when set to Main Zone + Z2", "u1")
    d1 = (U, "See defect 303 for more background.", "u1")
    d2 = (U, "Upgraded to 5.5.2 and now things are really broken.", "u1")
    d3 = (U, "Volume on Zone 2 changes Main Zone only if set to Main Zone + Z2, and not the volume on other zones. If set to Zone 2 only then it adjusts Zone 2.", "u1")
    d4 = (U, "Zone 2 still does not show the volume percentage.", "u1")
    d5 = (U, "Tested setting volume to control \"Main Zone + Z2/Z3\" and still only get Main Zone changes to volume.", "u1")
    d6 = (A, "try 5.5.4-beta.0 and let me know", "u2")
    d7 = "finally fixed in beta.13"
    # "defect 303" was never named in the thread (rulings before df37): judged on its other words.
    rec(P2_HBDT322, [t], d1[1], True, "ellipsis", [], "See defect 303 for background on homebridge-denon-tv's Zone 2 volume changing the Main Zone only.", author="u1")
    rec(P2_HBDT322, [t, d1], d2[1], True, "ellipsis", [], "After upgrading homebridge-denon-tv to 5.5.2, zone volume control is really broken.", author="u1")
    rec(P2_HBDT322, [t, d1, d2, d3], d4[1], True, "ellipsis", ["still"], "homebridge-denon-tv 5.5.2 still does not show the Zone 2 volume percentage.", author="u1")
    rec(P2_HBDT322, [t, d1, d2, d3, d4], d5[1], True, "ellipsis", ["still"], "With homebridge-denon-tv 5.5.2 set to control \"Main Zone + Z2/Z3\" volume, only the Main Zone volume changes.", author="u1")
    rec(P2_HBDT322, [t, d1, d2, d3, d4, d5], d6[1], True, "ellipsis", [], "Try homebridge-denon-tv 5.5.4-beta.0 for Zone 2 volume changing only the Main Zone, and report back.", author="u2")
    rec(P2_HBDT322, [t, d1, d2, d3, d4, d5, d6], d7, True, "ellipsis", [], "homebridge-denon-tv's Zone 2 volume changing only the Main Zone is finally fixed in 5.6.0 beta.13.", author="u2")

    t = (U, "Volume on Main Zone changes Main Zone only and not others", "u1")
    e1 = (U, "The zone percentage is out by a count of 1 vs the Denon app.", "u1")
    e2 = (U, "This might be a zero based issue where Denon starts at zero and the app assumes 1.", "u1")
    e3 = "The Home app consistently shows the value as \"1\" higher than the Denon app."
    rec(P2_HBDT321, [t], e1[1], True, "ellipsis", ["The zone percentage"], "homebridge-denon-tv's zone volume percentage is off by 1 compared with the Denon app.", author="u1")
    rec(P2_HBDT321, [t, e1], e2[1], True, "pronoun", ["This", "the app"], "Could homebridge-denon-tv's zone volume being off by 1 be a zero-based issue, where Denon starts at zero and the plugin assumes 1?", author="u1")
    rec(P2_HBDT321, [t, e1, e2], e3, True, "pronoun", ["the value"], "With homebridge-denon-tv, the Home app consistently shows the zone volume percentage 1 higher than the Denon app.", author="u1")
    lend(P2_HBDT321, [t], P2_R_SESSION, SAME, P2_DAVR35)

    t = (U, "Does not work with Denon AVR-X4300H", "u1")
    f1 = (U, "Had it working fine with my Denon AVR-X2200W, but it doesn't seem to work with my new AVR-X4300H.", "u1")
    f2 = (U, "I also noticed that AVR-X4300H doesn't have a web UI for control and setup like the AVR-X2200W does - which is almost certainly why the plugin doesn't work - looking at the way the plugin works.", "u1")
    f3 = (U, "The only web UI I can find is a basic, 3 page HEOS one - nothing with control settings.", "u1")
    f4 = (A, P2_R_HEOS, "u2")
    f5 = (A, "Perhaps it is possible to switch the plugin using telnet commands to control the avr. You simlpy need to build up a telnet connection to AVR-IP and send the command \"MVxx\" xx=Volume Level in ASCII from 00 to 98.", "u2")
    f6 = (A, P2_R_Z2, "u2")
    f7 = "The do react on HTTP commands. Format is slightly different now.\n\nhttp://IP:8080/goform/formiPhoneAppDirect.xml?MV60"
    rec(P2_HBMV13, [t], f1[1], True, "pronoun", ["it"], "homebridge-marantz-volume worked fine with my Denon AVR-X2200W but doesn't work with my new AVR-X4300H.", author="u1")
    rec(P2_HBMV13, [t, f1], f2[1], True, "pronoun", ["the plugin"], "Is homebridge-marantz-volume failing on the Denon AVR-X4300H because, unlike the AVR-X2200W, it has no web UI for control and setup?", author="u1")
    rec(P2_HBMV13, [t, f1, f2], f3[1], True, "ellipsis", [], "The only web UI I can find on the Denon AVR-X4300H is a basic three-page HEOS one with no control settings, so homebridge-marantz-volume can't use it.", author="u1")
    # General sentences that name their subject (rulings before df36): traps.
    rec(P2_HBMV13, [t, f1, f2, f3], f4[1], False, SAME, [], None, author="u2")
    rec(P2_HBMV13, [t, f1, f2, f3, f4, f5], f6[1], False, SAME, [], None, author="u2")
    # It corrects the claim above it and leans on it for its subject (rule 3): a follow-up.
    rec(P2_HBMV13, [t, f1, f2, f3, f4, f5, f6], f7, True, "pronoun", ["The do"], "New Denon HEOS receivers do react to HTTP commands, in a slightly different format: http://IP:8080/goform/formiPhoneAppDirect.xml?MV60", author="u3")


def P2_streamdeck(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- stream controllers: Elgato Stream Deck buttons and keypresses on Linux, udev rules and permissions ----
    t = (U, "udev rules for Linux users", "u1")
    a1 = (U, "To get this working properly on my Manjaro Linux machine I had to implement the following udev rules from the [streamdeck-ui README](https://github.com/dh1tw/streamdeck#linux-device-rules).", "u1")
    a2 = (U, "I'd recommend including these instructions in your README.", "u1")
    a3 = (U, "```\nsudo vim /etc/udev/rules.d/99-streamdeck.rules\n\nSUBSYSTEM==\"usb\", ATTRS{idVendor}==\"0fd9\", ATTRS{idProduct}==\"0060\", MODE=\"0664\", GROUP=\"plugdev\"\n```", "u1")
    a4 = "Great suggestion, I will add that!"
    rec(P2_HASD7, [t], a1[1], True, "pronoun", ["this"], "To get home-assistant-streamdeck-yaml working properly on Manjaro Linux I had to add the Stream Deck udev rules from the streamdeck-ui README.", author="u1")
    rec(P2_HASD7, [t, a1], a2[1], True, "pronoun", ["these instructions", "your README"], "I'd recommend including the Stream Deck udev rule instructions for Linux in home-assistant-streamdeck-yaml's README.", author="u1")
    # The command and rule quoted in full name everything they need (rulings before df37): a trap.
    rec(P2_HASD7, [t, a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(P2_HASD7, [t, a1, a2, a3], a4, True, "pronoun", ["that"], "The Stream Deck udev rules for Linux users will be added to home-assistant-streamdeck-yaml's README.", author="u2")
    lend(P2_HASD7, [t], P2_S_LSUSB, SAME, P2_SDLG213)
    lend(P2_HASD7, [t, a1], P2_S_UDEVLINUX, SAME, P2_CHAT119)

    t = (U, "How to allow user use Stram Deck on Raspbian", "u1")
    b1 = (U, "Hello,\n\nOn run node script for Stream Deck i have this error `Error: cannot open device with path 0001:0004:00`", "u1")
    b2 = (A, "Hm, I didn't encounter this issue when I did initial testing of this library on my Raspberry Pi 3.", "u2")
    b3 = (U, "Hi. I have the same problem. @norfair00 Did you find a way to fix this?", "u3")
    b4 = (U, "I get the same error on Ubuntu 16.04.", "u4")
    b5 = (U, "Running the command with sudo works however; **sudo node rapid-fill.js**", "u4")
    b6 = (U, "Thanks you @DGivney ! It works on my setup now when I run the examples with sudo.", "u3")
    b7 = (U, P2_S_PERMS, "u4")
    b8 = "I was able to fix this issue with a udev rule however."
    # The error is only the thread's; the library is left to the thread (rulings before df37): a follow-up.
    rec(P2_NESD41, [t], b1[1], True, "ellipsis", [], "On Raspbian, running a node-elgato-stream-deck script as a normal user fails with `Error: cannot open device with path 0001:0004:00`; how do I allow the user to use the Stream Deck?", author="u1")
    rec(P2_NESD41, [t, b1], b2[1], True, "pronoun", ["this issue", "this library"], "node-elgato-stream-deck's \"cannot open device with path\" error didn't happen when it was tested on a Raspberry Pi 3.", author="u2")
    rec(P2_NESD41, [t, b1, b2], b3[1], True, "pronoun", ["the same problem", "this"], "Has anyone found a fix for node-elgato-stream-deck failing with \"cannot open device with path\" on Raspbian?", author="u3")
    rec(P2_NESD41, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the command"], "Running the node-elgato-stream-deck example with sudo (sudo node rapid-fill.js) avoids the \"cannot open device\" error.", author="u4")
    rec(P2_NESD41, [t, b1, b2, b3, b4, b5, b6], b7[1], False, SAME, [], None, author="u4")
    rec(P2_NESD41, [t, b1, b2, b3, b4, b5, b6, b7], b8, True, "pronoun", ["this issue"], "I fixed node-elgato-stream-deck's \"cannot open device\" error without sudo by adding a udev rule for the Stream Deck.", author="u4")

    t = (U, "[BUG]: udev rule for streamdeck XL is missing", "u1")
    c1 = (U, "### Describe the bug\n\nWhen trying to use the press keys or write text functions I got the error:\n> Could not complete the write command: \"/dev/uinput\" cannot be opened for writing", "u1")
    c2 = (U, "### Steps to reproduce the behavior\n\n1. Configured a button to write the text \"a\"\n2. Press the button\n3. looked at the logs", "u1")
    c3 = (U, "### Expected behavior\n\nThe text to be written to the active UI element on the screen. For example a terminal, browser text input etc.", "u1")
    c4 = (U, "### System Information\n\n* Gentoo\n* Sway 1.9, wlroots 0.17.3\n* Python3.11 & Python3.12", "u1")
    c5 = P2_S_LSUSB
    rec(P2_SDLG213, [t], c1[1], True, "ellipsis", [], "With a Stream Deck XL, streamdeck-linux-gui's press keys and write text functions fail with \"Could not complete the write command: \"/dev/uinput\" cannot be opened for writing\".", author="u1")
    rec(P2_SDLG213, [t, c1], c2[1], True, "ellipsis", [], "To reproduce the /dev/uinput error in streamdeck-linux-gui: configure a Stream Deck XL button to write the text \"a\", press it, and look at the logs.", author="u1")
    rec(P2_SDLG213, [t, c1, c2], c3[1], True, "ellipsis", [], "I expected streamdeck-linux-gui's write text button to type the text into the active UI element, such as a terminal or a browser text input.", author="u1")
    rec(P2_SDLG213, [t, c1, c2, c3], c4[1], True, "ellipsis", [], "streamdeck-linux-gui can't open /dev/uinput for a Stream Deck XL on Gentoo with Sway 1.9, wlroots 0.17.3 and Python 3.11 and 3.12.", author="u1")
    rec(P2_SDLG213, [t, c1, c2, c3, c4], c5, False, SAME, [], None, author="u1")
    lend(P2_SDLG213, [t], P2_S_CHATAIGNE, SAME, P2_CHAT119)

    t = (U, "[BUG]: Streamdeck fails to start due to missing udev rules", "u1")
    d1 = (U, "### Describe the bug\n\nApplication fails to startup with following error: ", "u1")
    d2 = "```\nTraceback (most recent call last):\n  File \"/usr/bin/streamdeck\", line 5, in <module>\n    from streamdeck_ui.gui import start\n  File \"/usr/lib/python3.11/site-packages/streamdeck_ui/modules/keyboard.py\", line 215, in <module>\n    _UINPUT = UInput({e.EV_KEY: _SUPPORTED_KEY_CONSTANTS})\n  File \"/usr/lib/python3.11/site-packages/evdev/uinput.py\", line 271, in _verify\n```"
    rec(P2_SDLG163, [t], d1[1], True, "ellipsis", ["Application"], "streamdeck-linux-gui fails to start up with an error when its udev rules are missing.", author="u1")
    # A traceback naming the program it comes from (rulings before df37): a trap.
    rec(P2_SDLG163, [t, d1], d2, False, SAME, [], None, author="u1")
    lend(P2_SDLG163, [t], P2_S_UDEVRULE, SAME, P2_CHAT119)
    lend(P2_SDLG163, [t, d1], P2_S_PERMS, SAME, P2_NESD41)

    t = (U, "Streamdeck on Ubuntu 20.04 is not working unless Chataigne runs with admin privilege", "u1")
    e1 = (U, P2_S_CHATAIGNE, "u1")
    e2 = (U, "It works if I start Chataigne with sudo but not without.", "u1")
    e3 = (U, "So it is a permission issue.", "u1")
    e4 = (U, P2_S_UDEVRULE, "u1")
    e5 = (U, "This rules seems to work since I can use streamdeck-ui software without sudo.", "u1")
    e6 = (A, "Well I'm really not an expert with this kind of things. Basically I understand that any serial device needs admin privilege to run, or maybe some other settings can do the trick.", "u2")
    e7 = P2_S_UDEVLINUX
    rec(P2_CHAT119, [t], e1[1], False, SAME, [], None, author="u1")
    rec(P2_CHAT119, [t, e1], e2[1], True, "pronoun", ["It"], "The Stream Deck works in Chataigne on Ubuntu 20.04 if I start Chataigne with sudo, but not without.", author="u1")
    rec(P2_CHAT119, [t, e1, e2], e3[1], True, "pronoun", ["it"], "So the Stream Deck not working in Chataigne without sudo is a permission issue.", author="u1")
    # A complete first-person sentence about the user's own setup (rulings before df37): a trap.
    rec(P2_CHAT119, [t, e1, e2, e3], e4[1], False, SAME, [], None, author="u1")
    rec(P2_CHAT119, [t, e1, e2, e3, e4], e5[1], True, "pronoun", ["This rules"], "My Stream Deck udev rule seems to work, since streamdeck-ui runs without sudo; why does Chataigne still need sudo for the Stream Deck?", author="u1")
    rec(P2_CHAT119, [t, e1, e2, e3, e4, e5, e6], e7, False, SAME, [], None, author="u1")

    t = (U, "Unable to open StreamDeck connection", "u1")
    f1 = (U, P2_S_FATA, "u1")
    f2 = (U, "I think I may of done the usb connections wrong", "u1")
    f3 = (U, "**StreamDeck Information**\nList the model of StreamDeck(s) you are using here.\nStreamDeck XL", "u1")
    f4 = (U, "**System Information**\nArch Linux xorg", "u1")
    f5 = "Fixed after arch linux reinstall"
    # The command and its error quoted in full (rulings before df37): a trap.
    rec(P2_PESD79, [t], f1[1], False, SAME, [], None, author="u1")
    rec(P2_PESD79, [t, f1], f2[1], True, "ellipsis", [], "I think I may have set up the Stream Deck USB udev rules wrong, since opening the StreamDeck connection fails with permission denied.", author="u1")
    rec(P2_PESD79, [t, f1, f2], f3[1], True, "ellipsis", [], "The Stream Deck that fails to open with permission denied is a Stream Deck XL.", author="u1")
    rec(P2_PESD79, [t, f1, f2, f3], f4[1], True, "ellipsis", [], "Opening my Stream Deck XL fails with permission denied on Arch Linux with Xorg.", author="u1")
    rec(P2_PESD79, [t, f1, f2, f3, f4], f5, True, "ellipsis", [], "The Stream Deck \"Unable to open device: permission denied\" error was fixed after reinstalling Arch Linux.", author="u1")
    lend(P2_PESD79, [t], P2_S_CHATAIGNE, SAME, P2_CHAT119)

    # The excerpt shows only later comments, so the title alone gives lent rows.
    t = (U, "Doesn't detect Stream Deck +, permission/ownership issue of /dev/bus/usb/003/014 w/ flatpak", "u1")
    lend(P2_STCO288, [t], P2_S_PERMS, SAME, P2_NESD41)
    lend(P2_STCO288, [t], P2_S_FATA, SAME, P2_PESD79)
    lend(P2_STCO288, [t], P2_S_UDEVLINUX, SAME, P2_CHAT119)
    lend(P2_STCO288, [t], P2_S_LSUSB, SAME, P2_SDLG213)
    lend(P2_STCO288, [t], P2_S_UDEVRULE, SAME, P2_CHAT119)


def P2_govee(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- LED lights: Govee strips and lamps found (or not) over the LAN API, MQTT bridges and Home Assistant ----
    t = (U, "H7021 LAN API not working", "u1")
    a1 = (U, "### Govee Device SKU\n\nH7021\n\n### Govee2MQTT Version\n\n2024.01.24-ea3cd430", "u1")
    a2 = (U, "### Describe the issue\n\nLAN is enabled in options, and the API key is working since my other Govee (Dreamview T1) is working fine over LAN:", "u1")
    a3 = P2_L_PROBE
    rec(P2_G2M146, [t, a1], a2[1], True, "ellipsis", [], "govee2mqtt 2024.01.24 can't reach my Govee H7021 over the LAN API, though LAN is enabled in its options and my other Govee device (DreamView T1) works fine over LAN.", author="u1")
    # A log naming the module it comes from (rulings before df37): a trap.
    rec(P2_G2M146, [t, a1, a2], a3, False, SAME, [], None, author="u1")

    t = (U, "LAN API not working", "u1")
    b1 = (U, "### Govee Device SKU\n\nH619A\n\n### Govee2MQTT Version\n\nlatest", "u1")
    b2 = (U, P2_L_G2MVLAN, "u1")
    b3 = (U, P2_L_DOCKER, "u1")
    b4 = (U, "Same issue here with my H6076 device, it works with the old govee lan but now fails with this.", "u2")
    b5 = (U, "I have restarted all devices, and even reset the lamp and tested the local api and its working, just not for this.", "u2")
    b6 = "My response here is the same"
    # The opener names the bridge and the failure in full (rule 1): a trap.
    rec(P2_G2M251, [t, b1], b2[1], False, SAME, [], None, author="u1")
    # A complete first-person environment sentence (rule 1): a trap.
    rec(P2_G2M251, [t, b1, b2], b3[1], False, SAME, [], None, author="u1")
    rec(P2_G2M251, [t, b1, b2, b3], b4[1], True, "pronoun", ["Same issue", "this"], "govee2mqtt can't reach my Govee H6076 over the LAN API either; the old govee_lan integration works with it.", author="u2")
    rec(P2_G2M251, [t, b1, b2, b3, b4], b5[1], True, "pronoun", ["the lamp", "this"], "I restarted all devices, reset my Govee H6076 lamp and tested its local API, which works, just not with govee2mqtt.", author="u2")
    rec(P2_G2M251, [t, b1, b2, b3, b4, b5], b6, True, "ellipsis", [], "My response to govee2mqtt not finding Govee LED strips over the LAN API is the same as in the earlier issues.", author="u3")

    t = (U, "Devices don't show up in home assistant", "u1")
    c1 = (U, "### Govee Device SKU\n\nH6199\n\n### Govee2MQTT Version\n\n2024.07.21-c9d27764", "u1")
    c2 = (U, "### Describe the issue\n\nI setup the integration through Unraid docker, it appears connected to MQTT just fine but I don't see any devices show up in home assistant.", "u1")
    c3 = "I disabled the LAN integration in case that got in the way and still devices don't show up in home assistant."
    rec(P2_G2M311, [t, c1], c2[1], True, "pronoun", ["the integration"], "I set up govee2mqtt through Unraid Docker; it connects to MQTT fine but no Govee devices show up in Home Assistant.", author="u1")
    rec(P2_G2M311, [t, c1, c2], c3, True, "ellipsis", ["still"], "I disabled govee2mqtt's LAN integration and my Govee devices still don't show up in Home Assistant.", author="u1")
    lend(P2_G2M311, [t], P2_L_MCAST, SELF, P2_GLH47)

    t = (U, "Not Working", "u1")
    d1 = (U, "Hello, \n\nI'm trying to use this package with a H615A Govee led strip.", "u1")
    d2 = (U, "When trying to use the control functions nothing happens.", "u1")
    d3 = (U, "I tried to log the output of the function and this is what i get: \n`{ code: 200, message: 'Success', data: {} }`", "u1")
    d4 = (U, "But still, nothing happens.", "u1")
    d5 = (U, "Any idea on how to fix this? (I already checked the apiKey, the mac address and the model)", "u1")
    d6 = "I found out i had to connect the led strip to the wifi...\n\nNow it works"
    rec(P2_NGL4, [t], d1[1], True, "pronoun", ["this package"], "node-govee-led doesn't work with my Govee H615A LED strip.", author="u1")
    rec(P2_NGL4, [t, d1], d2[1], True, "ellipsis", ["the control functions"], "When I use node-govee-led's control functions with a Govee H615A LED strip, nothing happens.", author="u1")
    rec(P2_NGL4, [t, d1, d2], d3[1], True, "pronoun", ["the function", "this"], "node-govee-led's control function returns { code: 200, message: 'Success', data: {} } for my Govee H615A, but the strip doesn't change.", author="u1")
    rec(P2_NGL4, [t, d1, d2, d3, d4, d5], d6, True, "pronoun", ["the led strip", "it"], "node-govee-led works with my Govee H615A once the LED strip is connected to Wi-Fi.", author="u1")
    lend(P2_NGL4, [t], P2_L_G2MVLAN, SAME, P2_G2M251)
    lend(P2_NGL4, [t, d1], P2_L_PROBE, SAME, P2_G2M146)

    t = (U, "Devices not found in Home Assistant", "u1")
    e1 = (U, "Hello! Having issues getting my Govee devices discovered.", "u1")
    e2 = (U, "- RasPi OS (Debian)\n- iptables ACCEPT in place for udp 4000-4003, PKTTYPE = multicast enabled\n- Added the logging config to configuration.yaml, but I'm not seeing anything after a homeassistant reboot.", "u1")
    e3 = (U, "I booted up Govee Desktop and my three devices got locally discovered immediately, so I don't think the issue is on my network. Somewhere in the RasPi.", "u1")
    e4 = (U, P2_L_MCAST, "u1")
    e5 = (U, "Solved.", "u1")
    e6 = "Clicking the 'Add integration' in the bottom right and searching for Govee found the integration and my devices popped into existance."
    # Discovery is what the integration does, and the sentence leaves it out (rulings before df37): a follow-up.
    rec(P2_GLH47, [t], e1[1], True, "ellipsis", [], "The govee-lan-hass Home Assistant integration doesn't discover my Govee devices.", author="u1")
    rec(P2_GLH47, [t, e1], e2[1], True, "ellipsis", [], "govee-lan-hass doesn't discover my Govee devices on Raspberry Pi OS with iptables accepting UDP 4000-4003 and multicast enabled, and its debug logging shows nothing after a Home Assistant reboot.", author="u1")
    rec(P2_GLH47, [t, e1, e2], e3[1], True, "pronoun", ["the issue"], "Govee Desktop discovers my three Govee devices immediately, so govee-lan-hass not discovering them is not a network issue but something on the Raspberry Pi.", author="u1")
    # "that" points inside the question (rule 2).
    rec(P2_GLH47, [t, e1, e2, e3], e4[1], False, SELF, [], None, author="u1")
    rec(P2_GLH47, [t, e1, e2, e3, e4], e5[1], True, "ellipsis", [], "govee-lan-hass not discovering my Govee devices in Home Assistant is solved.", author="u1")
    rec(P2_GLH47, [t, e1, e2, e3, e4, e5], e6, True, "pronoun", ["the integration", "my devices"], "Adding the govee-lan-hass integration by hand (Add integration, search for Govee) made my Govee devices appear in Home Assistant.", author="u1")

    # The excerpts show only later comments, so the title alone gives lent rows.
    t = (U, "Adding Scenes.", "u1")
    lend(P2_HBGV347, [t], P2_L_DOCKER, SAME, P2_G2M251)
    lend(P2_HBGV347, [t], P2_L_PROBE, SAME, P2_G2M146)
    lend(P2_HBGV347, [t], P2_L_MCAST, SELF, P2_GLH47)
    lend(P2_HBGV347, [t], P2_L_G2MVLAN, SAME, P2_G2M251)
    t = (U, "FYI: Computing Scene Codes", "u1")
    lend(P2_GVRE11, [t], P2_L_G2MVLAN, SAME, P2_G2M251)
    lend(P2_GVRE11, [t], P2_L_DOCKER, SAME, P2_G2M251)
    t = (A, "Migrate to Govee API v2.0 with full feature support", "u1")
    lend(P2_HACSGV267, [t], P2_L_DOCKER, SAME, P2_G2M251)
    lend(P2_HACSGV267, [t], P2_L_PROBE, SAME, P2_G2M146)
    lend(P2_HACSGV267, [t], P2_L_MCAST, SELF, P2_GLH47)


def P2_sleeptrackers(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- sleep trackers: Oura ring clients moving from API v1 to v2, Withings sleep and scale data ----
    t = (U, "Support Additional V2 endpoints, and discontinuation of Oura API V1", "u1")
    a1 = (U, "I just wanted to let this project's maintainer know:\n\nOura has implemented additional API V2 endpoints since this project last updated.", "u1")
    a2 = (U, "Among the new V2 endpoints are :\n\n- Daily Readiness\n- Daily Sleep\n- Daily Spo2\n- Rest Mode Period\n- Ring Configuration\n- Sleep\n- Sleep Time\nDetails are at https://cloud.ouraring.com/v2/docs", "u1")
    a3 = (U, P2_O_V1GONE, "u1")
    a4 = (A, "Thanks for the heads-up. I noticed Oura's email about discontinuation. I'll try to find time to react in time.", "u2")
    a5 = "Pull requests are appreciated. :)"
    rec(P2_SMO14, [t], a1[1], True, "pronoun", ["this project"], "Oura has added API v2 endpoints since the samuelmr/oura client was last updated.", author="u1")
    rec(P2_SMO14, [t, a1], a2[1], True, "ellipsis", ["the new V2 endpoints"], "Oura API v2's new endpoints include Daily Readiness, Daily Sleep, Daily SpO2, Rest Mode Period, Ring Configuration, Sleep and Sleep Time (https://cloud.ouraring.com/v2/docs); can the samuelmr/oura client support them?", author="u1")
    # A general sentence naming its subject (rulings before df36): a trap in its own thread.
    rec(P2_SMO14, [t, a1, a2], a3[1], False, SAME, [], None, author="u1")
    rec(P2_SMO14, [t, a1, a2, a3], a4[1], True, "pronoun", ["the heads-up"], "The samuelmr/oura maintainer saw Oura's email about discontinuing API v1 and will try to move the client to v2 in time.", author="u2")
    rec(P2_SMO14, [t, a1, a2, a3, a4], a5, True, "ellipsis", [], "Pull requests adding Oura API v2 support to the samuelmr/oura client are appreciated.", author="u2")
    lend(P2_SMO14, [t], P2_O_PAT, SELF, P2_TKM5)

    t = (U, "Oura API V2", "u1")
    b1 = (U, P2_O_SECOND, "u1")
    b2 = (U, "Any plans to update this project to support the second version?", "u1")
    b3 = "Ooooo, yes. Definitely. I didn't know about the new version until now. Thanks for bringing it to my attention."
    rec(P2_LDO6, [t], b1[1], False, SAME, [], None, author="u1")
    rec(P2_LDO6, [t, b1], b2[1], True, "pronoun", ["this project", "the second version"], "Are there plans to update the lildude/oura Go client to support Oura API v2?", author="u1")
    rec(P2_LDO6, [t, b1, b2], b3, True, "pronoun", ["the new version", "it"], "The lildude/oura Go client will definitely add Oura API v2 support; its maintainer had not known about v2.", author="u2")
    lend(P2_LDO6, [t], P2_O_IDS, SAME, P2_HOR2)

    t = (A, "Add support for Oura API v2", "u1")
    c1 = (A, "Oura has started to switch to a new version of the API.", "u1")
    c2 = "This PR adds support for these endpoints whilst still retaining support for the v1 API as some of the methods like Daily Sleep and Daily Readiness don't have v2 endpoints yet."
    rec(P2_LDO7, [t], c1[1], False, SAME, [], None, author="u1")
    rec(P2_LDO7, [t, c1], c2, True, "pronoun", ["This PR", "these endpoints"], "A pull request to the lildude/oura client adds the Oura API v2 endpoints while keeping v1 support, since Daily Sleep and Daily Readiness have no v2 endpoints yet.", author="u1")

    t = (U, "Support new Oura API v2 endpoints (sleep, sleep periods, readiness)", "u1")
    d1 = (U, P2_O_V2UPD, "u1")
    d2 = (U, "Just bringing this to the project's attention.", "u1")
    d3 = "Would be good to include these new endpoints in the package"
    rec(P2_LDO12, [t], d1[1], False, SAME, [], None, author="u1")
    rec(P2_LDO12, [t, d1], d2[1], True, "pronoun", ["this", "the project"], "I'm bringing the new Oura API v2 Daily Sleep, Daily Readiness and Sleep Periods endpoints to the lildude/oura project's attention.", author="u1")
    rec(P2_LDO12, [t, d1, d2], d3, True, "pronoun", ["these new endpoints", "the package"], "It would be good to include Oura API v2's Daily Sleep, Daily Readiness and Sleep Periods endpoints in the lildude/oura package.", author="u1")
    lend(P2_LDO12, [t], P2_O_PAT, SELF, P2_TKM5)

    t = (U, "Discontinuation of Oura API V1, support of V2 endpoints", "u1")
    e1 = (U, "Hi, I just wanted to let this project's maintainer know, Oura has announced that the V1 version of their API, which this project is using, will be discontinued in Jan 2024, after which it will no longer be available.", "u1")
    e2 = "There is a V2 version of the API available, which is documented here: https://cloud.ouraring.com/v2/docs"
    rec(P2_SSE5, [t], e1[1], True, "pronoun", ["this project"], "Oura API v1, which oura-ring-api-etl uses, will be discontinued in January 2024.", author="u1")
    rec(P2_SSE5, [t, e1], e2, True, "pronoun", ["the API"], "Oura API v2, which oura-ring-api-etl could move to, is documented at https://cloud.ouraring.com/v2/docs", author="u1")
    lend(P2_SSE5, [t], P2_O_RELEASED, SAME, P2_NOC15)
    lend(P2_SSE5, [t, e1], P2_O_CMD, SAME, P2_WSY154)
    lend(P2_SSE5, [t], P2_O_V2UPD, SAME, P2_LDO12)
    lend(P2_SSE5, [t, e1], P2_O_IDS, SAME, P2_HOR2)

    t = (U, "Personal Access Tokens will be deprecated", "u1")
    f1 = (U, "From this URL:\nhttps://cloud.ouraring.com/v2/docs", "u1")
    f2 = P2_O_PAT
    rec(P2_TKM5, [t], f1[1], True, "ellipsis", [], "The Oura API docs at https://cloud.ouraring.com/v2/docs say Personal Access Tokens will be deprecated; what does that mean for oura-mcp-server?", author="u1")
    # The quoted notice names its subject; "This" points inside it (rule 2).
    rec(P2_TKM5, [t, f1], f2, False, SELF, [], None, author="u1")
    lend(P2_TKM5, [t], P2_O_V1GONE, SAME, P2_SMO14)
    lend(P2_TKM5, [t, f1], P2_O_IDS, SAME, P2_HOR2)
    lend(P2_TKM5, [t], P2_O_SECOND, SAME, P2_LDO6)
    lend(P2_TKM5, [t, f1], P2_O_CMD, SAME, P2_WSY154)

    t = (A, "Oura v2", "u1")
    g1 = (A, "This is a new version of this custom component.", "u1")
    g2 = (A, "Warning: This version includes breaking changes.", "u1")
    g3 = "- Configuration users Personal Tokens and no longer supports or accepts OAuth. This should allow for simpler configuration, though."
    rec(P2_NOC25, [t], g1[1], True, "pronoun", ["This", "this custom component"], "The Oura v2 pull request is a new version of the oura-custom-component Home Assistant component.", author="u1")
    rec(P2_NOC25, [t, g1], g2[1], True, "pronoun", ["This version"], "oura-custom-component's Oura API v2 version includes breaking changes.", author="u1")
    rec(P2_NOC25, [t, g1, g2], g3, True, "ellipsis", ["Configuration"], "oura-custom-component's Oura v2 version is configured with Personal Access Tokens and no longer accepts OAuth.", author="u1")

    # The maintainer opens this issue as a task and answers in it: the assistant side.
    t = (A, "[Maintenance] Upgrade to Oura API v2", "u1")
    h1 = (A, P2_O_RELEASED, "u1")
    h2 = (A, "We would need to upgrade before the sunset of v1.", "u1")
    h3 = (A, "Sunset seems to be somewhen in 2023 (tbc). There's still time to upgrade.", "u1")
    h4 = (U, "I like the idea of switching to 2.0 API as the old one is not able to get all the data from Ring Gen3 such as 24/7 heartrate.", "u2")
    h5 = (A, "Just checked and the v2 API does not support all features yet. In particular, the most critical endpoint on the current implementation is sleep.", "u1")
    h6 = "Ideally, we should do the migration of Auth + Readiness + Sleep at once, so putting this off until all the endpoints are ready."
    rec(P2_NOC15, [t], h1[1], False, SAME, [], None, author="u1")
    rec(P2_NOC15, [t, h1], h2[1], True, "ellipsis", [], "oura-custom-component needs to upgrade to Oura API v2 before v1 is sunset.", author="u1")
    rec(P2_NOC15, [t, h1, h2, h3], h4[1], True, "pronoun", ["the idea", "the old one"], "I like oura-custom-component switching to Oura API v2, since API v1 can't get all the Oura Ring Gen3 data such as 24/7 heart rate.", author="u2")
    rec(P2_NOC15, [t, h1, h2, h3, h4], h5[1], True, "ellipsis", ["the current implementation"], "Oura API v2 does not support all the features oura-custom-component uses yet, in particular sleep, its most critical endpoint.", author="u1")
    rec(P2_NOC15, [t, h1, h2, h3, h4, h5], h6, True, "pronoun", ["this"], "oura-custom-component should migrate auth, readiness and sleep to Oura API v2 at once, so the upgrade waits until all v2 endpoints are ready.", author="u1")

    t = (A, "[Feature Request] Add v2 sensors: sleep score", "u1")
    i1 = (A, "In the quest of adding all Oura API data as sensors, we want to add [Daily Sleep](https://cloud.ouraring.com/v2/docs#tag/Daily-Sleep) (aka Sleep Score) sensor.", "u1")
    i2 = "This is now available on oura-v2 branch. I will close this when merged to the main branch."
    rec(P2_NOC19, [t], i1[1], True, "ellipsis", [], "oura-custom-component should add an Oura API v2 Daily Sleep (sleep score) sensor.", author="u1")
    rec(P2_NOC19, [t, i1], i2, True, "pronoun", ["This"], "oura-custom-component's Oura Daily Sleep (sleep score) sensor is now available on the oura-v2 branch.", author="u1")

    t = (U, "Discontinuation of Oura API V1, support of V2 endpoints", "u1")
    j1 = (U, "Hi, I just wanted to let this project's maintainer know, Oura has announced that the V1 version of their API, which this project is using, will be discontinued in Jan 2024, after which it will no longer be available.", "u1")
    j2 = (A, "Thanks @sonmaximum , have made a PR to switch to V2: https://github.com/henrihapponen/oura-ring-wrapper/pull/5", "u2")
    j3 = "Merged PR, closing this issue"
    rec(P2_HORW2, [t, j1], j2[1], True, "ellipsis", ["V2"], "oura-ring-wrapper has a pull request switching it to Oura API v2: https://github.com/henrihapponen/oura-ring-wrapper/pull/5", author="u2")
    rec(P2_HORW2, [t, j1, j2], j3, True, "ellipsis", ["Merged PR"], "The pull request moving oura-ring-wrapper to Oura API v2 is merged, closing the Oura API v1 discontinuation issue.", author="u2")
    lend(P2_HORW2, [t], P2_O_SECOND, SAME, P2_LDO6)
    lend(P2_HORW2, [t], P2_O_CMD, SAME, P2_WSY154)
    lend(P2_HORW2, [t], P2_O_V1GONE, SAME, P2_SMO14)
    lend(P2_HORW2, [t, j1], P2_O_PAT, SELF, P2_TKM5)

    t = (U, "Additional Oura V2 API Endpoints", "u1")
    k1 = (U, "Hi, I just wanted to let the project maintainer know that Oura has implemented a few additional endpoints to their V2 API since the last time this project was updated.", "u1")
    k2 = (U, "Among the new endpoints are: \n- Daily SPO2\n- Rest Mode Period\n- Ring Configuration\n- Sleep Time", "u1")
    k3 = (U, P2_O_IDS, "u1")
    k4 = (U, "Just reporting, in case you want to include these new endpoints.", "u1")
    k5 = "I believe @kalifg implemented all of these in his recent PR. If anything's still missing please let me know."
    rec(P2_HOR2, [t], k1[1], True, "pronoun", ["the project maintainer", "this project"], "Oura has added API v2 endpoints since the hedgertronic/oura-ring client was last updated.", author="u1")
    rec(P2_HOR2, [t, k1, k2], k3[1], False, SAME, [], None, author="u1")
    rec(P2_HOR2, [t, k1, k2, k3], k4[1], True, "pronoun", ["these new endpoints"], "Would hedgertronic/oura-ring include Oura API v2's Daily SpO2, Rest Mode Period, Ring Configuration and Sleep Time endpoints?", author="u1")
    rec(P2_HOR2, [t, k1, k2, k3, k4], k5, True, "pronoun", ["all of these"], "Oura API v2's Daily SpO2, Rest Mode Period, Ring Configuration and Sleep Time endpoints were implemented in hedgertronic/oura-ring by a recent pull request.", author="u2")
    lend(P2_HOR2, [t], P2_O_RELEASED, SAME, P2_NOC15)
    lend(P2_HOR2, [t], P2_O_V2UPD, SAME, P2_LDO12)

    t = (U, "sleep summary data incomplete?", "u1")
    l1 = (U, "I tried the example on the homepage, but changed the last two lines to receive the sleep summary data:\n\n`print(api.sleep_get_summary(startdateymd='2020-12-01', enddateymd='2020-12-05'))`", "u1")
    l2 = (U, "I'm especially interested in retrieving the heart rate data (hr_max / hr_min / hr_average), but that part is missing.", "u1")
    l3 = (U, "Snoring and sleepscore are missing as well.", "u1")
    l4 = (U, "In my iOS app all of these metrics are shown for the past days, so the data should be available.", "u1")
    l5 = (U, "Am I doing something wrong in the retrieval of the data?", "u1")
    l6 = "I doubt you are doing anything wrong."
    rec(P2_PWA53, [t], l1[1], True, "pronoun", ["the example on the homepage"], "python_withings_api's sleep_get_summary(startdateymd='2020-12-01', enddateymd='2020-12-05') returns incomplete Withings sleep summary data.", author="u1")
    rec(P2_PWA53, [t, l1], l2[1], True, "ellipsis", ["that part"], "python_withings_api's Withings sleep summary is missing the heart rate data (hr_max, hr_min, hr_average).", author="u1")
    rec(P2_PWA53, [t, l1, l2], l3[1], True, "ellipsis", ["as well"], "python_withings_api's Withings sleep summary is also missing snoring and sleep score.", author="u1")
    rec(P2_PWA53, [t, l1, l2, l3], l4[1], True, "pronoun", ["these metrics", "the data"], "The Withings iOS app shows heart rate, snoring and sleep score for past days, so the Withings sleep summary data should be available to python_withings_api.", author="u1")
    rec(P2_PWA53, [t, l1, l2, l3, l4, l5], l6, True, "ellipsis", [], "You are likely not doing anything wrong in retrieving Withings sleep summary data with python_withings_api.", author="u2")

    t = (U, "Withings integration in HA broke", "u1")
    m1 = (U, "Hi Robert\nAre you still developing this Integration.", "u1")
    m2 = (U, "Since 2021.3.0 we (approximately 300 users) have had issues. We now get sleep data in nicely thanks to @ronaldheft . But no data from scale, blood pressure and others.", "u1")
    m3 = (U, "Same here, i can query my devices (scale) but no measures/weight data.", "u2")
    m4 = (U, "Any request to measure_get_meas return an empty result.", "u3")
    m5 = "Yes it's mandatory to use either start/enddate either lastupdate."
    rec(P2_PWA68, [t], m1[1], True, "pronoun", ["this Integration"], "Is python_withings_api, which the Home Assistant Withings integration uses, still being developed?", author="u1")
    rec(P2_PWA68, [t, m1], m2[1], True, "ellipsis", [], "Since Home Assistant 2021.3.0, the Withings integration built on python_withings_api gets sleep data but no data from scales, blood pressure monitors and others.", author="u1")
    rec(P2_PWA68, [t, m1, m2], m3[1], True, "ellipsis", ["Same here"], "With python_withings_api I can query my Withings devices (a scale) but get no measures or weight data.", author="u2")
    # The function named is the thread's library's, the library left out (rule 1): a follow-up.
    rec(P2_PWA68, [t, m1, m2, m3], m4[1], True, "ellipsis", [], "Every python_withings_api measure_get_meas request returns an empty result for my Withings scale.", author="u3")
    rec(P2_PWA68, [t, m1, m2, m3, m4], m5, True, "pronoun", ["it's"], "python_withings_api's measure_get_meas needs either startdate/enddate or lastupdate.", author="u3")

    t = (U, "This Withings metric contains no weight data. Not syncing...", "u1")
    n1 = (U, "This on the surface looks similar to #151 however in this case the data does actually return a weight reading.", "u1")
    n2 = (U, "I've limited to a single date, but it doesn't seem to matter what reading it is, they all return the same: ", "u1")
    n3 = (U, "Note, 4.1.0 is the latest version currently available, I think due to #138. Python 3.10.12.", "u1")
    n4 = P2_O_CMD
    rec(P2_WSY154, [t], n1[1], True, "pronoun", ["This"], "withings-sync says \"This Withings metric contains no weight data. Not syncing\" though the Withings data does return a weight reading.", author="u1")
    rec(P2_WSY154, [t, n1], n2[1], True, "pronoun", ["it", "they"], "Whatever Withings reading I limit withings-sync to, every one gives \"This Withings metric contains no weight data. Not syncing\".", author="u1")
    rec(P2_WSY154, [t, n1, n2], n3[1], True, "ellipsis", [], "withings-sync 4.1.0 on Python 3.10.12 says no weight data for every Withings reading.", author="u1")
    rec(P2_WSY154, [t, n1, n2, n3], n4, False, SAME, [], None, author="u1")
    lend(P2_WSY154, [t], P2_O_V2UPD, SAME, P2_LDO12)
    lend(P2_WSY154, [t, n1], P2_O_SECOND, SAME, P2_LDO6)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_earbuds, P2_controllers, P2_gopro, P2_receivers, P2_streamdeck, P2_govee, P2_sleeptrackers):
        area(rec, U, A, lend, SAME, SELF)
