# ==== part 2 (helper cdf2, thirty-first pass): far-apart hobby and home areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- air conditioners and heat pumps on local adapters: Mitsubishi CN105, Daikin S21, Panasonic, Haier and Midea IR ----
P2_EMH174 = P2_GH + "geoffdavis/esphome-mitsubishiheatpump/issues/174"
P2_EMH2 = P2_GH + "geoffdavis/esphome-mitsubishiheatpump/issues/2"
P2_MUART67 = P2_GH + "muart-group/esphome-components/issues/67"
P2_DS21_76 = P2_GH + "asund/esphome-daikin-s21/issues/76"
P2_EPA10 = P2_GH + "DomiStyle/esphome-panasonic-ac/issues/10"
P2_EPA33 = P2_GH + "DomiStyle/esphome-panasonic-ac/issues/33"
P2_HAIER10 = P2_GH + "MiguelAngelLV/esphaier/issues/10"
P2_IRR1234 = P2_GH + "crankyoldgit/IRremoteESP8266/issues/1234"
P2_BRP6 = P2_GH + "BigFoot2020/daikin_residential_brp069a62/issues/6"
# ---- personal electric scooters: Xiaomi M365 and Ninebot firmware patches, speed limits, BMS and battery packs, dashboards ----
P2_9BO1 = P2_GH + "M4GNV5/9BotONE/issues/1"
P2_XFP68 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/68"
P2_XFP65 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/65"
P2_XFP57 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/57"
P2_XFP39 = P2_GH + "BotoX/xiaomi-m365-firmware-patcher/issues/39"
P2_XCB10 = P2_GH + "BotoX/xiaomi-m365-compatible-bms/issues/10"
P2_NANO2 = P2_GH + "geirskogul/Xiaomi-M365-Arduino-Nano-Dashboard/issues/2"
P2_VMD11 = P2_GH + "m365fw/vesc_m365_dash/issues/11"
# ---- washing machines, dryers and dishwashers: remaining program time, status sensors, cycle detection ----
P2_VZUG36 = P2_GH + "siku2/hass-vzug/issues/36"
P2_HCON83 = P2_GH + "DavidMStraub/homeassistant-homeconnect/issues/83"
P2_AHON39 = P2_GH + "Andre0512/hon/issues/39"
P2_WD13 = P2_GH + "3dg1luk43/ha_washdata/issues/13"
P2_WD113 = P2_GH + "3dg1luk43/ha_washdata/issues/113"
P2_GHON236 = P2_GH + "gvigroux/hon/issues/236"
P2_STQ572 = P2_GH + "ollo69/ha-smartthinq-sensors/issues/572"
P2_MIELE19 = P2_GH + "HomeAssistant-Mods/home-assistant-miele/issues/19"
P2_MIELE159 = P2_GH + "HomeAssistant-Mods/home-assistant-miele/issues/159"
# ---- garage door openers: Chamberlain/LiftMaster MyQ in HomeKit, close commands, obstruction sensors ----
P2_RRG100 = P2_GH + "Kaldek/rat-ratgdo/issues/100"
P2_LM2_7 = P2_GH + "luisiam/homebridge-liftmaster2/issues/7"
P2_LM2_45 = P2_GH + "luisiam/homebridge-liftmaster2/issues/45"
P2_LM2_14 = P2_GH + "luisiam/homebridge-liftmaster2/issues/14"
P2_WINK109 = P2_GH + "sibartlett/homebridge-wink3/issues/109"
P2_NFL1 = P2_GH + "nfarina/homebridge-liftmaster/pull/1"
P2_HMYQ1043 = P2_GH + "hjdhjd/homebridge-myq/issues/1043"
# ---- smart TVs from home automation: LG webOS power-on over Wake-on-LAN, Samsung Tizen pairing prompts and tokens ----
P2_LGW6 = P2_GH + "grzegorz914/homebridge-lgwebos-tv/issues/6"
P2_PWO13 = P2_GH + "supersaiyanmode/PyWebOSTV/issues/13"
P2_MWT109 = P2_GH + "merdok/homebridge-webos-tv/issues/109"
P2_JST28 = P2_GH + "jaruba/ha-samsungtv-tizen/issues/28"
P2_HST25 = P2_GH + "tavicu/homebridge-samsung-tizen/issues/25"
P2_HST39 = P2_GH + "tavicu/homebridge-samsung-tizen/issues/39"
P2_HST74 = P2_GH + "tavicu/homebridge-samsung-tizen/issues/74"
P2_STW127 = P2_GH + "xchwarze/samsung-tv-ws-api/issues/127"
# ---- video doorbells in home automation: button-press events and ringing sensors for Eufy, Reolink, EZVIZ and Ring ----
P2_EUFY119 = P2_GH + "fuatakgun/eufy_security/issues/119"
P2_EUFY758 = P2_GH + "fuatakgun/eufy_security/issues/758"
P2_HES38 = P2_GH + "mega-yfue/ha-eufy-sdk/issues/38"
P2_RCC49 = P2_GH + "JimStar/reolink_cctv/issues/49"
P2_O2M11 = P2_GH + "dmitrif/onvif2mqtt/issues/11"
P2_HBE303 = P2_GH + "samemory/homebridge-eufy-security/issues/303"
P2_RING40 = P2_GH + "homespun/homebridge-platform-ring-video-doorbell/issues/40"
P2_EZV74 = P2_GH + "RenierM26/ha-ezviz/issues/74"
# ---- Sonos speakers from scripts and dashboards: group volume, favorites and playlists, notifications ----
P2_NS373 = P2_GH + "bencevans/node-sonos/issues/373"
P2_NS507 = P2_GH + "bencevans/node-sonos/issues/507"
P2_DSON42 = P2_GH + "duncan3dc/sonos/issues/42"
P2_NRS288 = P2_GH + "hklages/node-red-contrib-sonos-plus/issues/288"
P2_CSC604 = P2_GH + "punxaphil/custom-sonos-card/issues/604"
P2_ECHO17 = P2_GH + "rgraciano/echo-sonos/issues/17"
P2_NSHA172 = P2_GH + "jishi/node-sonos-http-api/issues/172"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# air conditioners and heat pumps
P2_H_RW25 = "I have a Mitsubishi RW-25 connected to a D1 mini and esphome-mitsubishiheatpump."
P2_H_DAITSU = "I have a Daitsu HRV2 that uses the MIDEA protocol."
P2_H_NOSWING = "My AC don't have Swing mode (It is by conducts), so I can't test the swing mode..."
P2_H_CASSETTE = "I have 3x head units that are celling cassettes. 1X MLZ-KP12NA and 2x MLZ-KP09NA"
P2_H_REMOTE = "The Mitsubishi remote only has switching between swing and no-swing."
P2_H_HAIER = "So far, I have used another modification of haier.h, which stopped working with the ESPHome upgrade to version 1.19.4."
# personal electric scooters (P2_S_DENMARK is lent from BotoX/xiaomi-m365-firmware-patcher #39, a group whose other threads are histories here)
P2_S_SMARTGYRO = "I have an SmartGyro Xtreme City that have the same components that the Xiaomi M365."
P2_S_10S4P = "I have a 10s4p 12.8Ah 37v battery without BMS."
P2_S_3500 = "hi itwin, someone wrote that 3500mah cells are dangerous, not compatible, to put inside m365 Xiaomi. Is it true?"
P2_S_DENMARK = "Hi, currently in Denmark, the electric scooters are not allowed to exceed 20 kmph."
P2_S_BQ = "The TI BQ76940 chip can be reconfigured according to datasheet: https://cloud.botox.bz/s/JZD5gyQABipz2jg"
# washing machines, dryers and dishwashers
P2_W_ADORA = "So far I have integrated my AdoraWash V2000 with a Restful sensor into HA."
P2_W_WSG = "I've got an WSG 633 washing machine which has two containers for detergents."
P2_W_MONITOR = "I monitored a cycle with Home Assistant and exported the results."
P2_W_TIMERBAR = "I use the [timer-bar-card](https://github.com/rianadon/timer-bar-card) to show a progress bar."
# garage door openers
P2_D_B970 = "I’ve got a Chamberlain B970"
P2_D_CIGBU = "I am currently using the Chamberlain MyQ Internet Gateway CIGBU/C."
P2_D_WINKAPI = "Control of chamberlain garage openers is no longer supported by wink API, it’s been restricted by chamberlain to only work in the Wink app."
P2_D_SETUP = "Just setup LiftMaster2 via Homebridge."
# smart TVs
P2_T_FW = "I have WebOS 2 Firmware 03.15.55"
P2_T_NOMENU = "I have not found  mobile TV on menu of my LG TV"
P2_T_CONNECTAPPS = "I found LG Connect Apps and I enabled it"
P2_T_TOKENFILE = "in custom_components/samsungtv_tizen/ the file token-192.168.1.20.txt is empty."
P2_T_KS8000 = "I have a KS8000 model TV that's having the same issue reported by kajz3reczka where Homebridge reports an error saying \"Pair failed. Make sure you click Allow on the TV!\"."
P2_T_ACCESS = "1.On TV go to Settings - General - External Device Manager - Device Connection Manager and set Access Notification to Off."
# video doorbells
P2_B_ECHO = "A dorbell press can even trigger the my Echo dot (and echo show with a video)"
P2_B_HOMEBASE = "Homebase can act like a chime, but there is no action (button) to initiate a chime."
P2_B_NVR = "I am using the RLN8-410 NVR with firmware v3.2.0.212_22111847."
P2_B_EZVIZALEXA = "The EZVIZ can integrate with Alexa (and I think Google Home)."
P2_B_FAR = "My camera is too far from the doorbell alarm to trigger in my house, so I'd like to create a HA program to alert me!"
P2_B_MECH = "I guess I'm going to have to use or make something that will detect my\nmechanical ringer and send an mqtt code to HA."
# Sonos speakers
P2_N_MAGIC = "I`m right now trying to build a small dashboard based on the MagicMirror Project."
P2_N_GROUPRC = "Actually, the Sonos app sends a `setGroupVolume` command to the `GroupRenderingControl` service."
P2_N_JOINER = "When playing a joiner.play.notification the joiner leaves the group correctly and plays the notification."
P2_N_MSGVOL = "I inject the joiner.play.notification with msg.volume 75."
P2_N_SPOTIFY = "I have created Playlist in Spotify."
P2_N_UPNP804 = "Failed to perform the action media_player/play_media. Error calling SonosMediaPlayerEntity._play_media on media_player.living_room: UPnP Error 804 received: from 192.168.10.85"


def P2_aircon(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- air conditioners and heat pumps on local adapters: Mitsubishi CN105, Daikin S21, Panasonic, Haier and Midea IR ----
    t = (U, "Missing vane info and control", "u1")
    d1 = (U, P2_H_RW25, "u1")
    d2 = (U, "I am missing vane control and info. Is this possible with esphome-mitsubishiheatpump or have I misconfigured it somehow?", "u1")
    r1 = (A, "vane is only on internal AC unit, right? This is not supported by this component it is for heat pumps only (air 2 water)", "u2")
    d3 = (U, "The documentation has this section in examples;\n\n    horizontal_vane_select:\n      name: Horizontal Vane\n    vertical_vane_select:\n      name: Vertical Vane", "u1")
    d4 = (U, "I do think this is no only for air2water but also air to air. The list of supported units is mostly air to air pumps.", "u1")
    d5 = (U, "I tried to add that previously mentioned section to my config, but it didn't expose any vane_* in the entity.", "u1")
    d6 = "I have the same questions, with other integrations I can set up down 1,2,3,4,5 but here not."
    # The opener's setup names the unit, the board and the component: complete in itself (rule 1).
    rec(P2_EMH174, [t], d1[1], False, SAME, [], None, author="u1")
    # "this" is the vane control of the same message, and the component is named (rule 2). Hard call.
    rec(P2_EMH174, [t, d1], d2[1], False, SELF, [], None, author="u1")
    rec(P2_EMH174, [t, d1, d2], r1[1], True, "pronoun", ["This", "this component"], "Vane is only on the internal AC unit, right? Vane control is not supported by esphome-mitsubishiheatpump; it is for air-to-water heat pumps only.", author="u2")
    lend(P2_EMH174, [t, d1, d2, r1], P2_H_HAIER, SAME, P2_HAIER10)
    rec(P2_EMH174, [t, d1, d2, r1, d3, d4, d5], d6, True, "ellipsis", ["the same questions", "here"], "I have the same question about vane control in esphome-mitsubishiheatpump: with other integrations I can set the vane to down, 1, 2, 3, 4, 5, but with esphome-mitsubishiheatpump I can't.", author="u3")

    q1 = (U, "Some questions about responsivness and fan and wane settings", "u1")
    q2 = (U, "I now managed to get the heatpump up and running with ESPHOME - thanks alot for putting your effort in to getting this to work:D", "u1")
    q3 = (U, "I experience some kind of long responsivness when i change temperature, modes. I see you write instant responsivness in your readme. How fast does your system response?", "u1")
    q4 = (U, "The next thing i came to think of is if it possible to get a feedback on the state of the heatpump in the UI. It always says it is off, when the heatpump is actually running / heating.", "u1")
    q5 = (U, "Before mowing to ESPHOME i used the code made by gysmo38. It is also a very nice code, but i had some issues with it. In his code it is possible to set the fan to other states - like QUIET and so on. I cant see this in this integration - it goes from Auto, low medium middle and high.", "u1")
    q6 = (U, "The same thing is with the VANE. In gysmos code there was different modes and also a SWING mode.", "u1")
    q7 = "Is it something that needs to be put in the code or does ESPHOME not support it?"
    rec(P2_EMH2, [q1, q2], q3[1], True, "ellipsis", ["your readme", "your system"], "With esphome-mitsubishiheatpump I get slow responses when I change temperature or modes, though its README says the response is instant. How fast does a Mitsubishi heat pump respond with esphome-mitsubishiheatpump?", author="u1")
    rec(P2_EMH2, [q1, q2, q3], q4[1], True, "pronoun", ["the heatpump", "the UI"], "Is it possible to get feedback on the state of my Mitsubishi heat pump in the esphome-mitsubishiheatpump UI? It always says off when the heat pump is actually running / heating.", author="u1")
    rec(P2_EMH2, [q1, q2, q3, q4], q5[1], True, "pronoun", ["this integration"], "Before moving to ESPHome I used gysmo38's code, where the Mitsubishi heat pump fan can be set to other states like QUIET; in esphome-mitsubishiheatpump I can't, it goes from Auto to low, medium, middle and high.", author="u1")
    lend(P2_EMH2, [q1, q2], P2_H_DAITSU, SAME, P2_IRR1234)
    rec(P2_EMH2, [q1, q2, q3, q4, q5, q6], q7, True, "pronoun", ["it", "something"], "Do the QUIET fan state and the vane and SWING modes need to be put in the esphome-mitsubishiheatpump code, or does ESPHome not support them?", author="u1")

    h1 = (U, "H. Vane control doesn't work for MLZ-KPxxNA", "u1")
    h2 = (U, P2_H_CASSETTE, "u1")
    h3 = (U, "These units support H. Vane but only swing and no swing. There is no position control.", "u1")
    h4 = (U, "The HomeAssistant interface shows 8 positions and swing.", "u1")
    h5 = (U, P2_H_REMOTE, "u1")
    h6 = "None of the H. Vane settings in HA seems to map to any actions on the head unit."
    rec(P2_MUART67, [h1], h2[1], False, SAME, [], None, author="u1")
    rec(P2_MUART67, [h1, h2], h3[1], True, "pronoun", ["These units"], "My Mitsubishi MLZ-KP12NA and MLZ-KP09NA ceiling cassettes support H. Vane but only swing and no swing; there is no position control.", author="u1")
    rec(P2_MUART67, [h1, h2, h3], h4[1], True, "ellipsis", [], "For my Mitsubishi MLZ-KPxxNA ceiling cassettes on the muart-group ESPHome components, the Home Assistant interface shows 8 H. Vane positions and swing.", author="u1")
    # Names the remote and both of its settings: a general claim complete in itself (rule 1).
    rec(P2_MUART67, [h1, h2, h3, h4], h5[1], False, SAME, [], None, author="u1")
    rec(P2_MUART67, [h1, h2, h3, h4, h5], h6, True, "pronoun", ["the head unit"], "None of the H. Vane settings in Home Assistant (muart-group ESPHome components) seems to map to any action on my Mitsubishi MLZ-KPxxNA ceiling cassette head units.", author="u1")
    lend(P2_MUART67, [h1], P2_H_NOSWING, SELF, P2_HAIER10)

    s1 = (U, "selectable climate mode not working", "u1")
    s2 = (U, "I tried to use the selectable climate mode function with:\n\nclimate:\n  - name: Dining Aircon\n    platform: daikin_s21\n    supported_modes:\n      - COOL\n      - DRY\n      - FAN_ONLY\nHowever, the  logs at bootup shows all the supported modes including HEAT_COOL and HEAT.", "u1")
    s3 = (U, "Does anyone experience a similar situation.  thank you.", "u1")
    s4 = (A, "Hi, sorry about this regression. I'll take a look at fixing it tomorrow.", "u2")
    s5 = "HEAT_COOL was intended to always be available as a failsafe"
    # The config names the platform (daikin_s21) and the modes it asked for: complete in itself (rule 1).
    rec(P2_DS21_76, [s1], s2[1], False, SAME, [], None, author="u1")
    rec(P2_DS21_76, [s1, s2], s3[1], True, "ellipsis", ["a similar situation"], "Does anyone else see the esphome-daikin-s21 supported_modes option ignored, with the boot logs showing all modes including HEAT_COOL and HEAT?", author="u1")
    rec(P2_DS21_76, [s1, s2, s3], s4[1], True, "pronoun", ["this regression", "it"], "Sorry about the esphome-daikin-s21 regression where supported_modes is ignored and all climate modes show; I'll look at fixing it tomorrow.", author="u2")
    rec(P2_DS21_76, [s1, s2, s3, s4], s5, True, "ellipsis", [], "In esphome-daikin-s21, HEAT_COOL was intended to always be available in the climate's supported modes as a failsafe.", author="u2")
    lend(P2_DS21_76, [s1], P2_H_CASSETTE, SAME, P2_MUART67)
    lend(P2_DS21_76, [s1, s2], P2_H_RW25, SAME, P2_EMH174)

    # The excerpt starts at a comment: its first speaker is taken as the opener (u1), which is not certain.
    w1 = (U, "Swing mode", "u1")
    w2 = (U, "@DomiStyle I just installed this, but I do have swing modes Auto / Up / UpMid / Mid / DownMid / Down in the original Pana integration.", "u1")
    w3 = (U, "In your software I have: off / both / vertical / horizontal.", "u1")
    w4 = (U, "If I change it in the panasonic app, I see these changes in your software as follows:\n\nAuto = vertical\nThe rest = OFF. Any way to map them correctly?", "u1")
    w5 = (A, "@Driekes The manual swing modes are controlled via the select element, not on the AC entity in Home Assistant. The selection you mentioned is for the automatic modes.", "u2")
    w6 = (U, "@DomiStyle I now see there is a seperate select. entity in HA that I can use to control the swing. I missed that.", "u1")
    w7 = "I guess there is no way, or at least not without forking your code to merge this into the climate entity again? I only have vertical swing mode anyway on this model."
    rec(P2_EPA10, [w1], w2[1], True, "pronoun", ["this"], "I just installed esphome-panasonic-ac, but the original Panasonic integration gives me swing modes Auto / Up / UpMid / Mid / DownMid / Down.", author="u1")
    lend(P2_EPA10, [w1], P2_H_DAITSU, SAME, P2_IRR1234)
    rec(P2_EPA10, [w1, w2, w3], w4[1], True, "pronoun", ["it", "these changes", "them"], "If I change the swing mode in the Panasonic app, esphome-panasonic-ac shows Auto as vertical and every other swing mode as OFF; is there any way to map the Panasonic swing modes correctly?", author="u1")
    rec(P2_EPA10, [w1, w2, w3, w4], w5[1], True, "ellipsis", ["The selection you mentioned"], "In esphome-panasonic-ac the manual swing modes are controlled via the select element, not on the AC climate entity in Home Assistant; the off / both / vertical / horizontal selection is for the automatic modes.", author="u2")
    rec(P2_EPA10, [w1, w2, w3, w4, w5, w6], w7, True, "pronoun", ["this", "this model"], "Is there no way, short of forking esphome-panasonic-ac, to merge the swing select back into the climate entity? My Panasonic AC only has vertical swing anyway.", author="u1")

    z1 = (U, "CZ-TAW1?", "u1")
    z2 = (U, "This is great and since I am having trouble with the panasonic cloud I want to make a local connection with my new heatpump.", "u1")
    z3 = (U, "I have CZ-TAW1. Would this work? And how do I connect this? Similar as the CZ-TACG1?", "u1")
    z4 = "Can you take a picture of the connector that connects the CZ-TAW1 to your AC?"
    rec(P2_EPA33, [z1], z2[1], True, "pronoun", ["This"], "esphome-panasonic-ac is great, and since I am having trouble with the Panasonic cloud I want to make a local connection to my new Panasonic heat pump with it.", author="u1")
    rec(P2_EPA33, [z1, z2], z3[1], True, "pronoun", ["this"], "I have a Panasonic CZ-TAW1 adapter: would esphome-panasonic-ac work with it, and how do I connect it? Is it similar to the CZ-TACG1?", author="u1")
    # A complete request that names the adapter: it can be acted on without the thread (rule 1).
    rec(P2_EPA33, [z1, z2, z3], z4, False, "trap_other", [], None, author="u2")
    lend(P2_EPA33, [z1], P2_H_HAIER, SAME, P2_HAIER10)
    lend(P2_EPA33, [z1, z2], P2_H_REMOTE, SAME, P2_MUART67)

    g1 = (U, "Was it possible to add Swing Mode support?", "u1")
    g2 = (U, P2_H_HAIER, "u1")
    g3 = (U, "Would anyone please advise me how to modify the code?", "u1")
    g4 = (A, "Try to change CLIMATE_MODE_AUTO to CLIMATE_MODE_HEAT_COLD.", "u2")
    g5 = (A, "When I upgrade to 1.9.0, I got a \"invalud value 6 mode\" error. Maybe It is your case.", "u2")
    g6 = (A, P2_H_NOSWING, "u2")
    g7 = (U, "I have a suggestion to modify the code for the new version of ESPHome 1.19.0. For my Haier air conditioner, this code also works. Please try it.", "u1")
    g8 = (U, "I've checked **Basicek1**'s version. Everything seems to work fine with 1.19.4, swing also.", "u3")
    g9 = "did you get `LED_BIT_OFF` to work?"
    rec(P2_HAIER10, [g1], g2[1], False, SAME, [], None, author="u1")
    lend(P2_HAIER10, [g1, g2], P2_H_CASSETTE, SAME, P2_MUART67)
    rec(P2_HAIER10, [g1, g2, g3], g4[1], True, "ellipsis", [], "To make esphaier's haier.h work with ESPHome 1.19, try changing CLIMATE_MODE_AUTO to CLIMATE_MODE_HEAT_COLD.", author="u2")
    # "It" is the AC of the same sentence (rule 2).
    rec(P2_HAIER10, [g1, g2, g3, g4, g5], g6[1], False, SELF, [], None, author="u2")
    rec(P2_HAIER10, [g1, g2, g3, g4, g5, g6, g7], g8[1], True, "pronoun", ["**Basicek1**'s version"], "Basicek1's modified esphaier haier.h for ESPHome 1.19 works fine with ESPHome 1.19.4, swing mode included.", author="u3")
    rec(P2_HAIER10, [g1, g2, g3, g4, g5, g6, g7, g8], g9, True, "ellipsis", [], "Did you get `LED_BIT_OFF` to work with the esphaier Haier air conditioner component?", author="u4")

    m1 = (U, "Issue with Swing on MIDEA protocol", "u1")
    m2 = (U, P2_H_DAITSU, "u1")
    m3 = (U, "For now all the modes, temperature set,  fan speed and the turn off of swing mode are working we ll. But the command to turn on does not work at all. Could you please help with this issue?", "u1")
    m4 = "The ac does not respond to the signal (also does not give any beep)."
    rec(P2_IRR1234, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(P2_IRR1234, [m1, m2], m3[1], True, "ellipsis", ["the command to turn on", "this issue"], "With IRremoteESP8266 on my Daitsu HRV2 (MIDEA protocol), all modes, temperature, fan speed and turning swing off work, but the command to turn swing on does not work at all; could you help?", author="u1")
    rec(P2_IRR1234, [m1, m2, m3], m4, True, "pronoun", ["the signal"], "My Daitsu HRV2 air conditioner does not respond to IRremoteESP8266's MIDEA swing-on signal (it doesn't even beep).", author="u1")
    lend(P2_IRR1234, [m1], P2_H_CASSETTE, SAME, P2_MUART67)
    lend(P2_IRR1234, [m1, m2, m3], P2_H_NOSWING, SELF, P2_HAIER10)
    lend(P2_IRR1234, [m1, m2], P2_H_REMOTE, SAME, P2_MUART67)

    b1 = (U, "Climate not working with Daikin Altherma EHBX08CB3V", "u1")
    b2 = (U, "I have tested this integration on a system with my Alterma EHBX08CB3V and a BRP069a62.", "u1")
    b3 = (U, "Climate don't work and i don't know how fix it.", "u1")
    b4 = (U, "Could I have some help?", "u1")
    b5 = "Error adding entities for domain climate with platform daikin_residential_brp069a62"
    rec(P2_BRP6, [b1], b2[1], True, "pronoun", ["this integration"], "I have tested the daikin_residential_brp069a62 Home Assistant integration on a system with my Daikin Altherma EHBX08CB3V and a BRP069A62 adapter.", author="u1")
    rec(P2_BRP6, [b1, b2], b3[1], True, "ellipsis", [], "The climate entity of the daikin_residential_brp069a62 integration doesn't work with my Daikin Altherma EHBX08CB3V and I don't know how to fix it.", author="u1")
    rec(P2_BRP6, [b1, b2, b3], b4[1], True, "ellipsis", [], "Could I have some help with the daikin_residential_brp069a62 climate entity not working on a Daikin Altherma EHBX08CB3V?", author="u1")
    # The log line names the platform it comes from in full (rule 1, quoted errors).
    rec(P2_BRP6, [b1, b2, b3, b4], b5, False, SAME, [], None, author="u1")
    lend(P2_BRP6, [b1], P2_H_RW25, SAME, P2_EMH174)
    lend(P2_BRP6, [b1, b2, b3], P2_H_DAITSU, SAME, P2_IRR1234)


def P2_scooters(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- personal electric scooters: Xiaomi M365 and Ninebot firmware patches, speed limits, BMS and battery packs, dashboards ----
    n1 = (U, "Can I use this to hack the speed limit ?", "u1")
    n2 = (U, "Your work is really cool ! Can I use this tool to hack my ninebot one a1 to disables its speed limit of 20 km/h and change to 30 ? How it works ?", "u1")
    n3 = (A, "I have never tried removing the speed limit, if i remember correctly there used to be a guy from russia selling an app that could hack the speed limit for various wheels.", "u2")
    n4 = (A, "I am not sure if it even supported the A1/S1 models.", "u2")
    n5 = (A, "Afaik the speed limit is settable via the app so there seems to be some form of configuration possible.", "u2")
    n6 = (A, "You should try dumping all registers then changing the max speed using the app, then dumping all registers again and check for differences between the two dumps.", "u2")
    n7 = (A, "The speed might be set in RPM not in km/h or even something else though.", "u2")
    n8 = "Hah, It is kinda dangerous indeed. I may set a little bit faster but not too fast."
    rec(P2_9BO1, [n1], n2[1], True, "pronoun", ["this tool"], "Can I use 9BotONE to remove the 20 km/h speed limit of my Ninebot One A1 and change it to 30 km/h? How does it work?", author="u1")
    rec(P2_9BO1, [n1, n2, n3], n4[1], True, "pronoun", ["it"], "I am not sure the Russian app that hacked the speed limit of various electric unicycles even supported the Ninebot One A1/S1 models.", author="u2")
    rec(P2_9BO1, [n1, n2, n3, n4], n5[1], True, "ellipsis", ["the speed limit", "the app"], "As far as I know the Ninebot One A1's speed limit is settable in the Ninebot app, so some form of configuration seems possible.", author="u2")
    lend(P2_9BO1, [n1, n2, n3, n4, n5, n6], P2_S_10S4P, SAME, P2_XFP65)
    rec(P2_9BO1, [n1, n2, n3, n4, n5, n6, n7], n8, True, "pronoun", ["It"], "Raising the Ninebot One A1's speed limit is kind of dangerous indeed; I may set it a little faster but not too fast.", author="u1")
    lend(P2_9BO1, [n1, n2], P2_S_DENMARK, SAME, P2_XFP39)

    b1 = (U, "BatteryPack Upgrade", "u1")
    b2 = (U, "Hello, I plan to change the cells of the internal battery pack to ones with 3500mAh 10A cont.", "u1")
    b3 = (U, "Can I change the scooters original BMS firmware so that it knows the new capacity and goes down to 2.8V per cell?", "u1")
    b4 = "As layed out in https://github.com/BotoX/xiaomi-m365-firmware-patcher/issues/19\nthis firmware is about the ESC, not about the BMS."
    rec(P2_XFP68, [b1], b2[1], True, "ellipsis", ["the internal battery pack"], "I plan to change the cells of my Xiaomi M365 scooter's internal battery pack to 3500mAh cells with 10A continuous discharge.", author="u1")
    rec(P2_XFP68, [b1, b2], b3[1], True, "ellipsis", ["the new capacity"], "Can I change my Xiaomi M365 scooter's original BMS firmware so that it knows the new capacity of a pack rebuilt with 3500mAh cells and goes down to 2.8V per cell?", author="u1")
    rec(P2_XFP68, [b1, b2, b3], b4, True, "pronoun", ["this firmware"], "As laid out in https://github.com/BotoX/xiaomi-m365-firmware-patcher/issues/19, the xiaomi-m365-firmware-patcher firmware is about the ESC, not about the BMS.", author="u2")

    p1 = (U, "Question BMS 10s4p", "u1")
    p2 = (U, P2_S_10S4P, "u1")
    p3 = (U, "I want to make it in my m365 in place of original batterie.", "u1")
    p4 = (U, "I juste have to put a generic BMS or an original ?", "u1")
    p5 = (U, "I have to  flash the BMS to make it compatible or nothing to do (same voltage)?", "u1")
    p6 = (A, "A generic BMS won't work, it has to be able to talk to the scooter.", "u2")
    p7 = "My 10s4p (12ah) and the original 10s3p have the same voltage so i can  keep the original bms no?"
    # The opener's battery is described in full: a complete statement (rule 1).
    rec(P2_XFP65, [p1], p2[1], False, SAME, [], None, author="u1")
    rec(P2_XFP65, [p1, p2], p3[1], True, "pronoun", ["it"], "I want to put my 10s4p 12.8Ah 37V battery without BMS in my Xiaomi M365 in place of the original battery.", author="u1")
    rec(P2_XFP65, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", ["the scooter"], "A generic BMS won't work for a replacement battery in a Xiaomi M365: the BMS has to be able to talk to the scooter.", author="u2")
    rec(P2_XFP65, [p1, p2, p3, p4, p5, p6], p7, True, "ellipsis", ["the original 10s3p", "the original bms"], "My 10s4p 12Ah pack and the Xiaomi M365's original 10s3p battery have the same voltage, so can I keep the M365's original BMS?", author="u1")

    o1 = (U, "Others Scooter", "u1")
    o2 = (U, P2_S_SMARTGYRO, "u1")
    o3 = (U, "Can I flash this firmware on it?", "u1")
    o4 = (U, "The app M365_downG recognize the Scooter but when I try to check version, don’t show me nothing.", "u1")
    o5 = "That's a shitty clone/fake M365, this firmware won't work with it."
    rec(P2_XFP57, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(P2_XFP57, [o1, o2], o3[1], True, "pronoun", ["this firmware", "it"], "Can I flash the xiaomi-m365-firmware-patcher custom firmware on a SmartGyro Xtreme City?", author="u1")
    rec(P2_XFP57, [o1, o2, o3, o4], o5, True, "pronoun", ["That", "this firmware", "it"], "The SmartGyro Xtreme City is a clone/fake Xiaomi M365, and the xiaomi-m365-firmware-patcher firmware won't work with it.", author="u2")

    c1 = (U, "13s BMS?", "u1")
    c2 = (U, "I plan to build a 12s battery pack, but use a 13s BMS, for possible future expansion if people find out how to not blow up other components in the scooter.", "u1")
    c3 = (U, "Is this a good idea? Or will the firmware not work with the 13s BMS version?", "u1")
    c4 = (U, "Also, can the 13s BMS operate with only 12s connected?", "u1")
    c5 = (U, "Another question: will the bluetooth module of the scooter also give access to the app from the BMS manufacturer, as shown on their website?", "u1")
    c6 = (A, "The firmware doesn't care how many cells your battery has.", "u2")
    c7 = (A, P2_S_BQ, "u2")
    c8 = (A, "The original BMS app will not work, you're changing the firmware of the BMS.", "u2")
    c9 = "However the M365 apps will work, like M365 Tools or M365 Battery and Mi Home, Ninebot, etc."
    rec(P2_XCB10, [c1, c2], c3[1], True, "pronoun", ["this", "the firmware"], "Is building a 12s battery pack with a 13s BMS for my Xiaomi M365 a good idea, or will the xiaomi-m365-compatible-bms firmware not work with the 13s BMS version?", author="u1")
    rec(P2_XCB10, [c1, c2, c3, c4, c5], c6[1], True, "ellipsis", ["The firmware"], "The xiaomi-m365-compatible-bms firmware doesn't care how many cells your battery has.", author="u2")
    # Names the chip and links its datasheet: complete in itself (rule 1).
    rec(P2_XCB10, [c1, c2, c3, c4, c5, c6], c7[1], False, SAME, [], None, author="u2")
    rec(P2_XCB10, [c1, c2, c3, c4, c5, c6, c7, c8], c9, True, "ellipsis", [], "With the xiaomi-m365-compatible-bms firmware on the BMS, the M365 apps such as M365 Tools, M365 Battery, Mi Home and Ninebot will still work.", author="u2")

    d1 = (U, "Would it run on the Pro ?", "u1")
    d2 = (U, "Thanks for that cool project !", "u1")
    d3 = (U, "Pro dashboard only has speed indicator.", "u1")
    d4 = (U, "It would be great to have all these additional informations on the Pro.", "u1")
    d5 = (U, "However Pro bluetooth board runs on ble90 firmware. And classic on ble72 firmware.", "u1")
    d6 = (U, "Apparently the one-wire protocole is different on these two firmwares.", "u1")
    d7 = (U, "How hard would it be to make this project compatible with ble90 (i.e. Pro scooters) ?", "u1")
    d8 = (U, "Nobody ?", "u1")
    d9 = "It should work on the pro. The one-wire protocol is still the same on the new scooters (essential, 1s, pro 2)"
    rec(P2_NANO2, [d1, d2], d3[1], True, "ellipsis", [], "The Xiaomi M365 Pro's dashboard only has a speed indicator.", author="u1")
    rec(P2_NANO2, [d1, d2, d3, d4, d5], d6[1], True, "pronoun", ["these two firmwares"], "Apparently the one-wire protocol differs between the M365 Pro's ble90 bluetooth firmware and the classic M365's ble72 firmware.", author="u1")
    lend(P2_NANO2, [d1, d2, d3, d4, d5], P2_S_SMARTGYRO, SAME, P2_XFP57)
    rec(P2_NANO2, [d1, d2, d3, d4, d5, d6, d7, d8], d9, True, "pronoun", ["It"], "Xiaomi-M365-Arduino-Nano-Dashboard should work on the M365 Pro: the one-wire protocol is still the same on the new scooters (Essential, 1S, Pro 2).", author="u2")

    v1 = (U, "M365 firmware support", "u1")
    v2 = (U, "Hi there, I did everything according to the guide, I have M365, I have VESC u-box alu light 100V 100A controller, but alas.", "u1")
    v3 = (U, "When I started to find out, I found out that my M365 was customized (I bought it second-hand), maybe you can advise me what further steps to take to identify what's going on there?", "u1")
    v4 = (U, "Maybe there is some list of supported firmware from M365 (I updated VESC to 6.05) in order to make friends with VESC?", "u1")
    v5 = "I don't provide installation support when there is a guide that explains everything."
    rec(P2_VMD11, [v1], v2[1], True, "ellipsis", ["the guide"], "I followed the vesc_m365_dash guide exactly with my M365 and a VESC u-box alu light 100V 100A controller, but the dashboard doesn't work.", author="u1")
    rec(P2_VMD11, [v1, v2], v3[1], True, "ellipsis", ["what's going on there"], "My second-hand M365 turned out to have customized firmware; what steps should I take to find out why vesc_m365_dash doesn't work with it and my VESC controller?", author="u1")
    rec(P2_VMD11, [v1, v2, v3], v4[1], True, "ellipsis", [], "Is there a list of M365 dashboard firmware supported by vesc_m365_dash (I updated VESC to 6.05) so that the M365 works with VESC?", author="u1")
    # The maintainer's rule is a general statement complete in itself (rule 1).
    rec(P2_VMD11, [v1, v2, v3, v4], v5, False, SAME, [], None, author="u2")
    lend(P2_VMD11, [v1], P2_S_10S4P, SAME, P2_XFP65)
    lend(P2_VMD11, [v1, v2], P2_S_SMARTGYRO, SAME, P2_XFP57)
    lend(P2_NANO2, [d1], P2_S_3500, SELF, P2_XFP68)
    lend(P2_NANO2, [d1, d2, d3], P2_S_BQ, SAME, P2_XCB10)
    lend(P2_XCB10, [c1], P2_S_DENMARK, SAME, P2_XFP39)
    lend(P2_XCB10, [c1, c2], P2_S_3500, SELF, P2_XFP68)


def P2_laundry(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- washing machines, dryers and dishwashers: remaining program time, status sensors, cycle detection ----
    v1 = (U, "Washing program time remaining", "u1")
    v2 = (U, P2_W_ADORA, "u1")
    v3 = (U, "Thanks to your integration, I now have a lot more information about my washing machine - thank you!", "u1")
    v4 = (U, "However, one piece of information is missing: the remaining time of the washing program.", "u1")
    v5 = (U, "I received this from the Restful sensor via \"duration.act\" and that is one of the most important pieces of information for me.", "u1")
    v6 = (U, "Would it be possible to include this information in the integration?", "u1")
    v7 = (U, "Edit: Oh, I just found it: the diagnostic tab...", "u1")
    v8 = (A, "I still think this could be useful as a non-diagnostic sensor as well, no? Or are you fully satisfied with the diagnostic one?", "u2")
    v9 = "Yes, of course! A sensor like this would be great! It's just not as urgent now that I've found it in the diagnostics."
    # The opener's setup names the machine, the sensor and HA: complete in itself (rule 1).
    rec(P2_VZUG36, [v1], v2[1], False, SAME, [], None, author="u1")
    rec(P2_VZUG36, [v1, v2, v3], v4[1], True, "ellipsis", [], "The hass-vzug integration is missing one piece of information for my V-ZUG AdoraWash V2000: the remaining time of the washing program.", author="u1")
    rec(P2_VZUG36, [v1, v2, v3, v4, v5], v6[1], True, "pronoun", ["this information", "the integration"], "Would it be possible to include the remaining washing program time (duration.act) in the hass-vzug integration?", author="u1")
    lend(P2_VZUG36, [v1, v2, v3, v4, v5], P2_W_WSG, SAME, P2_MIELE19)
    lend(P2_VZUG36, [v1, v2, v3], P2_W_MONITOR, SAME, P2_WD13)
    rec(P2_VZUG36, [v1, v2, v3, v4, v5, v6, v7, v8], v9, True, "pronoun", ["A sensor like this", "It", "it"], "A non-diagnostic remaining-program-time sensor in hass-vzug would be great, though it is less urgent now that I've found the value in the diagnostics.", author="u1")

    h1 = (U, "Programs Never Finish", "u1")
    h2 = (U, "I noticed that:\n\nDryer Remaining Program Time never goes under 120s\nWashing Machine Remaining Program never goes under 60s\nWashing Machine Program Progress never goes over 95%", "u1")
    h3 = (U, "Is this a bug?", "u1")
    h4 = (A, "Which version of the integration are you using? I suspect not the current one (where the remaining program time is a timestamp sensor).", "u2")
    h5 = (U, "Im running the version in the latest HA release.", "u1")
    h6 = (A, "I don't understand. The latest HA release does not contain this integration.", "u2")
    h7 = (U, "I see now, I had both the old and new version running in HACS, the old wasn't removed for some reason.", "u1")
    h8 = "Hy, i also has this problem, i removed the old version (installed manually) and use the build-in version in the newest HA."
    rec(P2_HCON83, [h1, h2], h3[1], True, "pronoun", ["this"], "Is it a bug in homeassistant-homeconnect that the dryer's remaining program time never goes under 120s, the washing machine's never under 60s, and its program progress never over 95%?", author="u1")
    rec(P2_HCON83, [h1, h2, h3], h4[1], True, "ellipsis", ["the integration", "the current one"], "Which version of the homeassistant-homeconnect integration are you using? In the current one the remaining program time is a timestamp sensor.", author="u2")
    lend(P2_HCON83, [h1], P2_W_TIMERBAR, SAME, P2_WD113)
    lend(P2_HCON83, [h1, h2, h3], P2_W_MONITOR, SAME, P2_WD13)
    rec(P2_HCON83, [h1, h2, h3, h4, h5, h6], h7[1], True, "ellipsis", ["the old and new version"], "I had both the old and the new version of the homeassistant-homeconnect integration running in HACS; the old one wasn't removed.", author="u1")
    rec(P2_HCON83, [h1, h2, h3, h4, h5, h6, h7], h8, True, "pronoun", ["this problem", "the old version"], "I also have Home Connect programs never finishing (the washing machine's program_progress never above 98): I removed the manually installed old homeassistant-homeconnect and use the built-in Home Connect integration in the newest Home Assistant.", author="u3")

    a1 = (U, "Remaining Time missing", "u1")
    a2 = (U, "I love your integration, but can you double check if there is a sensor for time remaining? For me it's missing for my washing maschine and dryer", "u1")
    a3 = (A, "Sure I can check, what devices do you have? (brand, model)", "u2")
    a4 = (U, "The H-Dry 500 and H-Wash 500 by Hoover. :)", "u1")
    a5 = (U, "Fixed with the latest Version! Thank you very much!", "u1")
    a6 = "Nice! Good to hear, than I fixed that unintentionally by fixing something else 😃"
    rec(P2_AHON39, [a1], a2[1], True, "pronoun", ["your integration"], "Can you check whether the hon integration has a remaining-time sensor? It is missing for my washing machine and dryer.", author="u1")
    rec(P2_AHON39, [a1, a2], a3[1], True, "ellipsis", ["what devices"], "Which washing machine and dryer (brand, model) are missing the remaining-time sensor in the hon integration?", author="u2")
    rec(P2_AHON39, [a1, a2, a3], a4[1], True, "ellipsis", [], "My washer and dryer missing the hon integration's remaining-time sensor are the Hoover H-Dry 500 and H-Wash 500.", author="u1")
    rec(P2_AHON39, [a1, a2, a3, a4], a5[1], True, "ellipsis", [], "The missing remaining-time sensor for my Hoover H-Dry 500 and H-Wash 500 is fixed in the latest version of the hon integration.", author="u1")
    rec(P2_AHON39, [a1, a2, a3, a4, a5], a6, True, "pronoun", ["that"], "I fixed the missing remaining-time sensor for Hoover washers and dryers in the hon integration unintentionally, by fixing something else.", author="u2")
    lend(P2_AHON39, [a1], P2_W_ADORA, SAME, P2_VZUG36)

    w1 = (U, "How to get the best out of this integration", "u1")
    w2 = (U, "I am playing around with this integration (for my dishwasher) and I cannot get the full eco program to get capterured in one cycle.", "u1")
    w3 = (U, "And perhaps I am not understanding all of the options...", "u1")
    w4 = (U, P2_W_MONITOR, "u1")
    w5 = (U, "There are quite some moments that the wattage is 0 W. In the beginning 29 seconds. And in the middle 17, 24 and 38 seconds.", "u1")
    w6 = (U, "What do I need to change to 38 seconds (the longest in-program 0W duration) to not cut the cycle in half?", "u1")
    w7 = (A, "Seems like you need to set the cycle end delay to a higher value than 38", "u2")
    w8 = "This should be handled by cycle_end delay - just set it higher that your longest 0W window."
    rec(P2_WD13, [w1], w2[1], True, "pronoun", ["this integration"], "With ha_washdata on my dishwasher I cannot get the full eco program captured as one cycle.", author="u1")
    # A complete statement of what the opener did (rule 1); same author.
    rec(P2_WD13, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    rec(P2_WD13, [w1, w2, w3, w4], w5[1], True, "ellipsis", ["the wattage"], "In my dishwasher's eco program monitored in Home Assistant, the power is 0 W for 29 seconds at the beginning and for 17, 24 and 38 seconds in the middle.", author="u1")
    rec(P2_WD13, [w1, w2, w3, w4, w5], w6[1], True, "ellipsis", ["the cycle"], "Which ha_washdata option do I set to 38 seconds (the longest 0 W pause in my dishwasher's eco program) so that it does not cut the cycle in half?", author="u1")
    lend(P2_WD13, [w1], P2_W_ADORA, SAME, P2_VZUG36)
    rec(P2_WD13, [w1, w2, w3, w4, w5, w6, w7], w8, True, "pronoun", ["This", "it"], "In ha_washdata, 0 W pauses inside a program are handled by the cycle_end delay: set it higher than your longest 0 W window.", author="u3")

    g1 = (U, "Incorrect timers on Candy dishawsher", "u1")
    g2 = (U, "In my Candy dishwasher (model CF0C7SB0FX) I have problems related to program timers:", "u1")
    g3 = (U, "- the End time is incorrect and offset by about 29 minutes", "u1")
    g4 = (U, "- the Start time keeps refreshing every few minutes", "u1")
    g5 = (U, "- the Remaining time is incorrect and offset by about 29 minutes. Even when the dishwasher is finished it shows remaining time at 29 minutes", "u1")
    g6 = (U, "The Remaining time should be shown correctly, just like in the app", "u1")
    g7 = "In fact: \"start\", \"end\" and \"remaining\" are calculated or manipulated in my extension (this code was coming from other people because I don't have such machine)."
    rec(P2_GHON236, [g1, g2], g3[1], True, "ellipsis", ["the End time"], "The hon integration's End time for my Candy CF0C7SB0FX dishwasher is incorrect, offset by about 29 minutes.", author="u1")
    rec(P2_GHON236, [g1, g2, g3], g4[1], True, "ellipsis", ["the Start time"], "The hon integration's Start time for my Candy CF0C7SB0FX dishwasher keeps refreshing every few minutes.", author="u1")
    rec(P2_GHON236, [g1, g2, g3, g4, g5], g6[1], True, "ellipsis", ["the app"], "The hon integration should show my Candy dishwasher's remaining time correctly, just like the hOn app.", author="u1")
    rec(P2_GHON236, [g1, g2, g3, g4, g5, g6], g7, True, "ellipsis", ["my extension"], "The start, end and remaining times of the gvigroux/hon integration are calculated or manipulated in the integration itself, in code that came from other people because its author has no such machine.", author="u2")
    lend(P2_GHON236, [g1], P2_W_MONITOR, SAME, P2_WD13)
    lend(P2_GHON236, [g1, g2], P2_W_WSG, SAME, P2_MIELE19)

    s1 = (U, "washer time remain defaults to 0:01", "u1")
    s2 = (U, "Using the integration on a brand new LG front load washer, everything works as expected except when there is no load the remain time attribute defaults to 1:00, not sure where this is coming from but it reports this even when the washer is off.", "u1")
    s3 = (U, "@mcnutter1 is it a WM8900HBA ? I am having the exact same issue.", "u2")
    s4 = (U, "Exactly, same model.", "u1")
    s5 = (U, "I made some workarounds in the Lovlace UI to make it look nicer by using a condition for that field to show.", "u1")
    s6 = (U, "Also, for some reason the Power On attribute is always on, even when the Washer is Off.", "u1")
    s7 = "Please provide integration diagnostic file when device is in this specific state / condition"
    rec(P2_STQ572, [s1], s2[1], True, "pronoun", ["the integration"], "Using ha-smartthinq-sensors on a brand new LG front load washer, everything works except that with no load the remain time attribute defaults to 1:00, even when the washer is off.", author="u1")
    rec(P2_STQ572, [s1, s2], s3[1], True, "pronoun", ["it", "the exact same issue"], "Is your LG washer a WM8900HBA? Mine shows the same ha-smartthinq-sensors remain time defaulting to 1:00 with no load.", author="u2")
    lend(P2_STQ572, [s1], P2_W_TIMERBAR, SAME, P2_WD113)
    rec(P2_STQ572, [s1, s2, s3, s4], s5[1], True, "pronoun", ["that field", "it"], "I worked around the LG washer's remain time defaulting to 1:00 in the Lovelace UI with a condition for showing the remain time field.", author="u1")
    lend(P2_STQ572, [s1, s2, s3], P2_W_ADORA, SAME, P2_VZUG36)
    rec(P2_STQ572, [s1, s2, s3, s4, s5, s6], s7, True, "pronoun", ["this specific state"], "Please provide the ha-smartthinq-sensors diagnostic file while the LG washer shows remain time 1:00 and Power On with no load.", author="u3")

    m1 = (U, "Consumables status", "u1")
    m2 = (U, P2_W_WSG, "u1")
    m3 = (U, "Would be perhaps be possible to include the status of these?", "u1")
    m4 = "Same as : https://github.com/HomeAssistant-Mods/home-assistant-miele/issues/17 Unfortunately miele does not expose this data by their API currently"
    rec(P2_MIELE19, [m1], m2[1], False, SAME, [], None, author="u1")
    rec(P2_MIELE19, [m1, m2], m3[1], True, "pronoun", ["these"], "Would it be possible for home-assistant-miele to include the status of the two detergent containers of my Miele WSG 633 washing machine?", author="u1")
    rec(P2_MIELE19, [m1, m2, m3], m4, True, "pronoun", ["this data"], "Detergent container status is the same request as home-assistant-miele issue 17: Miele currently does not expose that data in its API.", author="u2")
    lend(P2_MIELE19, [m1], P2_W_TIMERBAR, SAME, P2_WD113)

    e1 = (U, "Washing machines status is missing", "u1")
    e2 = (U, "I am a little confused.... There used to be a status for the Miele appliances a few updates ago.", "u1")
    e3 = (U, "Now it seems that this suddenly no longer exists and the automation for the washing machine when it is ready unusable.", "u1")
    e4 = (U, "Is there any way to implement this again?", "u1")
    e5 = (U, "I am also experiencing this issue.", "u2")
    e6 = (U, "The status variable only has \"Unavailable\" and \"Unknown\" as selectable states in automations and no others like \"Programmed\".", "u2")
    e7 = "I don't even have the status anymore. Entity miele.washingmachine.status is no longer there."
    rec(P2_MIELE159, [e1], e2[1], True, "ellipsis", ["a few updates ago"], "A few home-assistant-miele updates ago there used to be a status for the Miele appliances.", author="u1")
    rec(P2_MIELE159, [e1, e2, e3], e4[1], True, "pronoun", ["this"], "Is there any way to implement the Miele appliance status in home-assistant-miele again?", author="u1")
    rec(P2_MIELE159, [e1, e2, e3, e4], e5[1], True, "pronoun", ["this issue"], "I also have the Miele washing machine status missing in home-assistant-miele.", author="u2")
    rec(P2_MIELE159, [e1, e2, e3, e4, e5], e6[1], True, "ellipsis", ["The status variable"], "The home-assistant-miele status variable only offers Unavailable and Unknown as states in automations, not others like Programmed.", author="u2")
    rec(P2_MIELE159, [e1, e2, e3, e4, e5, e6], e7, True, "ellipsis", ["the status"], "I don't even have the home-assistant-miele washing machine status anymore: the entity miele.washingmachine.status is gone.", author="u1")
    lend(P2_MIELE159, [e1], P2_W_ADORA, SAME, P2_VZUG36)

    # ha_washdata #113 lends one sentence here and gives this history.
    t1 = (U, "[FR] Expose total program duration for full timer-bar-card support", "u1")
    t2 = (U, "First off, I want to say a huge thank you for this integration! It’s fantastic and works reliably for me.", "u1")
    t3 = (U, "The \"problem\" is purely visual/cosmetic when trying to display the washing machine's status on a dashboard.", "u1")
    t4 = (U, P2_W_TIMERBAR, "u1")
    t5 = "While the integration provides the time_remaining, it does not seem to expose the total duration of the currently running program."
    rec(P2_WD113, [t1, t2], t3[1], True, "ellipsis", ["The \"problem\""], "My ha_washdata feature request is purely cosmetic: it concerns displaying the washing machine's status on a dashboard.", author="u1")
    # Names the card and what it is used for: complete in itself (rule 1); same author.
    rec(P2_WD113, [t1, t2, t3], t4[1], False, SAME, [], None, author="u1")
    rec(P2_WD113, [t1, t2, t3, t4], t5, True, "pronoun", ["the integration"], "ha_washdata provides time_remaining but does not seem to expose the total duration of the currently running washing program.", author="u1")
    lend(P2_WD113, [t1], P2_W_WSG, SAME, P2_MIELE19)


def P2_garage(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- garage door openers: Chamberlain/LiftMaster MyQ in HomeKit, close commands, obstruction sensors ----
    k1 = (U, "Garage Door Opens but does not close", "u1")
    k2 = (U, "As per the title, I can use the webpage to open/stop but not close the garage door, any help would be appreciated.", "u1")
    k3 = (A, "What firmware are you running, and do you have obstruction sensors attached? Does the `Toggle` command work to close the door rather than the discrete `Close` command?", "u2")
    k4 = (U, "Thanks for the reply, seems like it is a known issue with certain GDO's that don't have obstruction sensors attached as they are optional.", "u1")
    k5 = (U, "Yes toggle command works.", "u1")
    k6 = (A, "It seemed that at least one person was able to make it work, but for most, it's either add obstruction sensors, or you could use a workaround like the MQTT code where you toggle the door conditionally on whether it is open when you need to specifically close it.", "u2")
    k7 = "Of course, that requires that the RATGDO or RAT-RATGDO always have accurate statuses, so it is a little sketchy sometimes."
    rec(P2_RRG100, [k1], k2[1], True, "pronoun", ["the title", "the webpage"], "On the rat-ratgdo web page I can open and stop my garage door but not close it; any help would be appreciated.", author="u1")
    rec(P2_RRG100, [k1, k2], k3[1], True, "ellipsis", ["the door"], "For a rat-ratgdo that opens but won't close the garage door: what firmware is it running, are obstruction sensors attached, and does the `Toggle` command close the door where the discrete `Close` command doesn't?", author="u2")
    rec(P2_RRG100, [k1, k2, k3], k4[1], True, "pronoun", ["it"], "rat-ratgdo not closing the garage door seems to be a known issue with garage door openers that have no obstruction sensors attached, since those are optional.", author="u1")
    lend(P2_RRG100, [k1, k2, k3], P2_D_CIGBU, SAME, P2_LM2_14)
    rec(P2_RRG100, [k1, k2, k3, k4, k5, k6], k7, True, "pronoun", ["that", "it"], "Toggling the garage door conditionally on whether it is open requires the RATGDO or RAT-RATGDO to always report accurate statuses, so that workaround is a little sketchy sometimes.", author="u2")
    lend(P2_RRG100, [k1], P2_D_B970, SAME, P2_LM2_45)

    y1 = (U, "FYI: Chamberlain/MyQ is Still Broken", "u1")
    y2 = (U, "I have a Chamberlain (with separate MyQ hub) and this unfortunately didn't fix my issue.", "u1")
    y3 = (U, "Open/Close report states are still useless (door can be open and it thinks it's closed, Siri 'open the garage' opens the door, but 'close the garage' does nothing).", "u1")
    y4 = (A, "Shorten your `longPoll` and `shortPoll` settings. Add `newAccessory.context.log(thisDoorState);` to\nhttps://github.com/luisiam/homebridge-liftmaster2/blob/master/index.js#L368", "u2")
    y5 = "I put this in the exact place as instructed; however Homebridge just crashes now:"
    rec(P2_LM2_7, [y1], y2[1], True, "pronoun", ["this", "my issue"], "I have a Chamberlain opener with a separate MyQ hub, and the latest homebridge-liftmaster2 fix didn't fix its broken open/close states.", author="u1")
    lend(P2_LM2_7, [y1], P2_D_WINKAPI, SELF, P2_WINK109)
    rec(P2_LM2_7, [y1, y2, y3, y4], y5, True, "pronoun", ["this"], "I added `newAccessory.context.log(thisDoorState);` at line 368 of homebridge-liftmaster2's index.js as instructed, and now Homebridge crashes.", author="u1")

    l1 = (U, "Open works, close causes MyQ to repeatedly beep and won’t close", "u1")
    l2 = (U, P2_D_SETUP, "u1")
    l3 = (U, "Open works successfully but when I try to close via Home app on iOS, it thinks it’s starting to close but the MyQ device just starts to beep repeatedly and flash the light.", "u1")
    l4 = (U, P2_D_B970, "u1")
    # The opener's setup names the plugin and Homebridge: complete in itself (rule 1); same author.
    rec(P2_LM2_45, [l1], l2[1], False, SAME, [], None, author="u1")
    rec(P2_LM2_45, [l1, l2], l3[1], True, "ellipsis", ["Open"], "With homebridge-liftmaster2, opening my garage door works, but closing it from the iOS Home app makes the MyQ device beep repeatedly and flash its light while the door does not close.", author="u1")
    rec(P2_LM2_45, [l1, l2, l3], l4[1], False, SAME, [], None, author="u1")

    g1 = (U, "garage doesn't always close on first request", "u1")
    g2 = (U, "I am currently having an issue with the garage not closing on the first attempt.", "u1")
    g3 = (U, "Siri would indicate that the action was completed but nothing happens.", "u1")
    g4 = (A, "Which MyQ device are you using?", "u2")
    g5 = (U, P2_D_CIGBU, "u1")
    rec(P2_LM2_14, [g1, g2], g3[1], True, "pronoun", ["the action"], "When I ask Siri to close the garage door through homebridge-liftmaster2, Siri says it's done but nothing happens.", author="u1")
    rec(P2_LM2_14, [g1, g2, g3], g4[1], True, "ellipsis", [], "Which MyQ device are you using with homebridge-liftmaster2, where the garage door doesn't close on the first request?", author="u2")
    # The answer names its device in full: complete in itself (rule 1); same author.
    rec(P2_LM2_14, [g1, g2, g3, g4], g5[1], False, SAME, [], None, author="u1")
    lend(P2_LM2_14, [g1], P2_D_WINKAPI, SELF, P2_WINK109)

    w1 = (U, "myq chamberlain garage opener not working with homekit", "u1")
    w2 = (U, "I've also tried installing the liftmaster/liftmaster2 and chamerlain plugins with no luck.", "u1")
    w3 = (U, "keep getting errors about duplicate devices, though I only have one.", "u1")
    w4 = (U, "is there a newer version of wink3?  how do i check my version and upgrade?", "u1")
    w5 = (A, P2_D_WINKAPI, "u2")
    w6 = "The only way to get it working with HomeKit - is to purchase the Chamberlain MyQ Home Bridge."
    rec(P2_WINK109, [w1], w2[1], True, "ellipsis", ["also"], "To get my MyQ Chamberlain garage opener working with HomeKit I've also tried the homebridge liftmaster/liftmaster2 and chamberlain plugins, with no luck.", author="u1")
    rec(P2_WINK109, [w1, w2], w3[1], True, "ellipsis", [], "The homebridge liftmaster and chamberlain plugins keep giving me errors about duplicate devices for my MyQ Chamberlain garage opener, though I only have one.", author="u1")
    # Names wink3 and asks a complete question about it (rule 1); same author.
    rec(P2_WINK109, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    # "it" is the control of the same sentence (rule 2).
    rec(P2_WINK109, [w1, w2, w3, w4], w5[1], False, SELF, [], None, author="u2")
    rec(P2_WINK109, [w1, w2, w3, w4, w5], w6, True, "pronoun", ["it"], "The only way to get a Chamberlain MyQ garage opener working with HomeKit is to buy the Chamberlain MyQ Home Bridge.", author="u2")
    lend(P2_WINK109, [w1], P2_D_CIGBU, SAME, P2_LM2_14)

    n1 = (A, "Add support for Chamberlain openers with embedded MyQ", "u1")
    n2 = (A, "Added an additional match in the device iteration loop to support Chamberlain openers with built in MyQ.", "u1")
    n3 = (U, "I was wondering if you got this exact index.js to work? I am currently recieving the error Error 'null' logging in: {\"ReturnCode\":\"217\",\"ErrorMessage\":\"Error processing request (217)\",\"CorrelationId\":\"47d7358b-36a2-419d-aa49-8842ae894ed6\"}. Any help would be appreciated.", "u2")
    n4 = (A, "In my case it couldn't find my opener because the MyQDeviceTypeName didn't match what the plugin was looking for.  I didn't get an error.", "u1")
    n5 = (A, "I suspect the 217 error is passed back from the myQ, does the myQ mobile app work?", "u1")
    n6 = (U, "Yes, the MyQ can successfully operate my garage doors.", "u2")
    n7 = "Home Bridge doesn't even pickup my garage door the only message it says is \"Garage door Initializing\" ."
    rec(P2_NFL1, [n1, n2], n3[1], True, "pronoun", ["this exact index.js"], "Did you get the homebridge-liftmaster index.js with the embedded-MyQ Chamberlain match to work? I get Error 'null' logging in with ReturnCode 217 (Error processing request).", author="u2")
    rec(P2_NFL1, [n1, n2, n3], n4[1], True, "ellipsis", ["the plugin"], "Before the change, homebridge-liftmaster couldn't find my Chamberlain opener with built-in MyQ because its MyQDeviceTypeName didn't match what the plugin looked for; I got no error.", author="u1")
    rec(P2_NFL1, [n1, n2, n3, n4], n5[1], True, "identifier", ["the 217 error"], "I suspect the MyQ login error 217 (Error processing request) seen with homebridge-liftmaster comes from the MyQ service; does the MyQ mobile app work?", author="u1")
    lend(P2_NFL1, [n1, n2, n3], P2_D_WINKAPI, SELF, P2_WINK109)
    rec(P2_NFL1, [n1, n2, n3, n4, n5, n6], n7, True, "ellipsis", [], "With the homebridge-liftmaster plugin, Homebridge doesn't even pick up my Chamberlain MyQ garage door; its only message is \"Garage door Initializing\".", author="u2")
    lend(P2_NFL1, [n1], P2_D_SETUP, SAME, P2_LM2_45)

    m1 = (U, "Can't close garage door", "u1")
    m2 = (U, "I've had this plugin enabled and working for years, so thank you!", "u1")
    m3 = (U, "But the other day I noticed that closing the garage stopped working.", "u1")
    m4 = (U, "I'm able to open it just fine using the Home app or Siri, but I can't close it - have to open the MyQ app.", "u1")
    m5 = (U, "Looked at the console and don't see any errors in the log, just the notification that it closed after doing so from the MyQ app.", "u1")
    m6 = (U, "Running iOS 16.4, upgraded Home architecture (didn't work before upgrade either).", "u1")
    m7 = "Any ideas?"
    rec(P2_HMYQ1043, [m1, m2], m3[1], True, "ellipsis", [], "Closing my garage door through homebridge-myq stopped working the other day.", author="u1")
    rec(P2_HMYQ1043, [m1, m2, m3, m4, m5], m6[1], True, "ellipsis", [], "My homebridge-myq setup, which can't close the garage door, runs iOS 16.4 with the upgraded Home architecture (it didn't work before the upgrade either).", author="u1")
    rec(P2_HMYQ1043, [m1, m2, m3, m4, m5, m6], m7, True, "ellipsis", [], "Any ideas why homebridge-myq can open my garage door from the Home app or Siri but not close it?", author="u1")
    lend(P2_HMYQ1043, [m1], P2_D_B970, SAME, P2_LM2_45)
    lend(P2_HMYQ1043, [m1, m2], P2_D_WINKAPI, SELF, P2_WINK109)
    lend(P2_HMYQ1043, [m1, m2, m3], P2_D_CIGBU, SAME, P2_LM2_14)


def P2_tvs(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- smart TVs from home automation: LG webOS power-on over Wake-on-LAN, Samsung Tizen pairing prompts and tokens ----
    g1 = (U, "TV dosent wake from standby", "u1")
    g2 = (U, "One thing ive noticed is that the TV dosen't work from Standby, otherwise most other features work well", "u1")
    g3 = (A, "Power ON is realised over Wake_ON_LAN, important is that U write correct Mac adress in config.", "u2")
    g4 = (A, "You need to allow \"LG Connect Apps\" on your TV - http://www.lg.com/uk/support/product-help/CT00008334-1437131798537-others", "u2")
    g5 = (A, "This will only working if You TV support Wake_ON_LAN.", "u2")
    g6 = (U, "This wasnt this fix, i had to enable Mobile -TV on", "u1")
    g7 = "What a model TV U have? it’s Wake On LAN?"
    rec(P2_LGW6, [g1], g2[1], True, "ellipsis", ["the TV"], "With homebridge-lgwebos-tv my LG TV doesn't turn on from standby; most other features work well.", author="u1")
    lend(P2_LGW6, [g1, g2], P2_T_KS8000, SAME, P2_HST74)
    # Names the TV setting and links LG's page: an instruction complete in itself (rule 1). Hard call.
    rec(P2_LGW6, [g1, g2, g3], g4[1], False, SAME, [], None, author="u2")
    rec(P2_LGW6, [g1, g2, g3, g4, g5], g6[1], True, "pronoun", ["this fix"], "Allowing LG Connect Apps wasn't what fixed homebridge-lgwebos-tv turning my LG TV on from standby; I had to enable Mobile TV On.", author="u1")
    rec(P2_LGW6, [g1, g2, g3, g4, g5, g6], g7, True, "ellipsis", ["it"], "Which LG TV model do you have for homebridge-lgwebos-tv, and does it support Wake-on-LAN?", author="u2")
    lend(P2_LGW6, [g1], P2_T_TOKENFILE, SAME, P2_JST28)

    p1 = (U, "Wake On LAN easy add on", "u1")
    p2 = (U, "Thanks for this lib, it just saved me. I wanted to mention that adding a turn on functionality could be super handy.", "u1")
    p3 = (U, "klattimer has example code in his project.", "u1")
    p4 = (U, "you can add wakonlan and then just -> send_magic_packet('tv:mac:address:here')", "u1")
    p5 = (U, "I think the tv also needs to be already paired and have its wake on lan setting turned on.", "u1")
    p6 = "Sometimes they hide this menu."
    rec(P2_PWO13, [p1], p2[1], True, "pronoun", ["this lib"], "Adding a turn-on (Wake-on-LAN) function to PyWebOSTV could be super handy.", author="u1")
    rec(P2_PWO13, [p1, p2, p3, p4], p5[1], True, "ellipsis", ["the tv", "also"], "For Wake-on-LAN from PyWebOSTV, I think the LG webOS TV also needs to be paired already and have its Wake-on-LAN setting turned on.", author="u1")
    rec(P2_PWO13, [p1, p2, p3, p4, p5], p6, True, "pronoun", ["they", "this menu"], "LG sometimes hides the webOS TV's Wake-on-LAN settings menu.", author="u1")
    lend(P2_PWO13, [p1], P2_T_KS8000, SAME, P2_HST74)
    lend(P2_PWO13, [p1, p2], P2_T_ACCESS, SAME, P2_HST25)

    w1 = (U, "Wake Up On LIne", "u1")
    w2 = (U, "I installed the plugin.", "u1")
    w3 = (U, "I can turn off my LG TV. But I can't turn on it.", "u1")
    w4 = (U, P2_T_FW, "u1")
    w5 = (A, "Do you have mobile TV on enabled on your tv?", "u2")
    w6 = (U, P2_T_NOMENU, "u1")
    w7 = (U, P2_T_CONNECTAPPS, "u1")
    w8 = "Yes, that options needs to be enabled too."
    # A first-person environment sentence that names its own subject (rule 1); same author.
    rec(P2_MWT109, [w1, w2, w3], w4[1], False, SAME, [], None, author="u1")
    rec(P2_MWT109, [w1, w2, w3, w4], w5[1], True, "ellipsis", [], "For homebridge-webos-tv not turning the LG TV on: do you have Mobile TV On enabled on the TV?", author="u2")
    rec(P2_MWT109, [w1, w2, w3, w4, w5], w6[1], False, SAME, [], None, author="u1")
    # "it" is LG Connect Apps of the same sentence (rule 2).
    rec(P2_MWT109, [w1, w2, w3, w4, w5, w6], w7[1], False, SELF, [], None, author="u1")
    rec(P2_MWT109, [w1, w2, w3, w4, w5, w6, w7], w8, True, "pronoun", ["that options", "too"], "LG Connect Apps needs to be enabled on the LG TV too for homebridge-webos-tv to turn it on.", author="u2")

    j1 = (U, "keeps asking authorization with popup", "u1")
    j2 = (U, "tv model: UE43RU7170U", "u1")
    j3 = (U, "with latest update keeps asking authorization with popup on TV on every send_key and nothing happens, before this update was working.", "u1")
    j4 = (U, P2_T_TOKENFILE, "u1")
    j5 = (U, "i tryed to delete but is recreated empty when popup appear on tv", "u1")
    j6 = (U, "api_key and device_id are correctly set.", "u1")
    j7 = (A, "many pop-ups are common, i've had that with previous versions too. how do u try changing from HDMI to TV?", "u2")
    rec(P2_JST28, [j1], j2[1], True, "ellipsis", [], "My Samsung TV that keeps asking for authorization with ha-samsungtv-tizen is a UE43RU7170U.", author="u1")
    # Names the integration's folder and its token file: complete in itself (rule 1); same author.
    rec(P2_JST28, [j1, j2, j3], j4[1], False, SAME, [], None, author="u1")
    rec(P2_JST28, [j1, j2, j3, j4, j5], j6[1], True, "ellipsis", [], "In my ha-samsungtv-tizen configuration, api_key and device_id are correctly set.", author="u1")
    rec(P2_JST28, [j1, j2, j3, j4, j5, j6], j7[1], True, "ellipsis", ["that"], "Many authorization pop-ups on a Samsung TV are common with ha-samsungtv-tizen, also in previous versions; how do you try changing the source from HDMI to TV?", author="u2")
    lend(P2_JST28, [j1], P2_T_FW, SAME, P2_MWT109)
    lend(P2_JST28, [j1, j2], P2_T_CONNECTAPPS, SELF, P2_MWT109)

    t1 = (U, "The TV always has to be licensed even if I close the notification.", "u1")
    t2 = (U, P2_T_ACCESS, "u1")
    t3 = (U, "2.On TV go to Settings - General - External Device Manager - Device Connection Manager - Device List and make sure you didn't select Deny.", "u1")
    t4 = (U, "I have checked the above two settings, but when I execute it, I will skip the permission notification from time to time.", "u1")
    t5 = "Make sure that after you click \"Allow\" on the notification, you get the token that was printed on Homebridge console and insert it intro the config file. Then restart Homebridge server."
    rec(P2_HST25, [t1], t2[1], False, SAME, [], None, author="u1")
    rec(P2_HST25, [t1, t2, t3, t4], t5, True, "ellipsis", ["the notification", "the config file"], "After you click Allow on the Samsung TV's pairing notification, take the token homebridge-samsung-tizen prints on the Homebridge console, put it in the plugin's config, and restart Homebridge.", author="u2")

    e1 = (U, "Same \"Trying to pair the TV\" error", "u1")
    e2 = (U, "Terminal is saying:\n\n[2018-12-20 19:05:23] [TV] Trying to pair the TV\n[2018-12-20 19:05:25] [TV] Pair failed. Make sure you click Allow on the TV!", "u1")
    e3 = (U, "I have copy and paste the code include token: \"\"", "u1")
    e4 = (U, "It seems the code will work, if I turn on my TV it is working, but keeps getting this error..", "u1")
    e5 = "Turning ON will always work since it doesn't use the API."
    rec(P2_HST39, [e1, e2], e3[1], True, "ellipsis", ["the code"], "I copied and pasted the homebridge-samsung-tizen config, including token: \"\".", author="u1")
    rec(P2_HST39, [e1, e2, e3, e4], e5, True, "ellipsis", ["Turning ON"], "Turning the Samsung TV on with homebridge-samsung-tizen always works because it doesn't use the TV's API, even when pairing fails.", author="u2")

    k1 = (U, "Pair failed. Make sure you click Allow on the TV!", "u1")
    k2 = (U, P2_T_KS8000, "u1")
    k3 = (U, "I get the prompt on the TV to allow the connection, however a token is not passed back to Homebridge.", "u1")
    k4 = (U, "I have the same problem, please if you solve it, comment, thank you!", "u2")
    k5 = (A, "There is nothing to solve! Right now the plugin is not compatible with PIN method.", "u3")
    # Names the TV and quotes the whole Homebridge error; the issue it points at is outside this thread (rule 1).
    rec(P2_HST74, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_HST74, [k1, k2], k3[1], True, "ellipsis", [], "My Samsung KS8000 TV shows the prompt to allow the connection, but no token is passed back to Homebridge by homebridge-samsung-tizen.", author="u1")
    rec(P2_HST74, [k1, k2, k3], k4[1], True, "pronoun", ["the same problem", "it"], "I have the same homebridge-samsung-tizen problem, where pairing fails and no token comes back; please comment if you solve it.", author="u2")
    rec(P2_HST74, [k1, k2, k3, k4], k5[1], True, "pronoun", ["the plugin"], "homebridge-samsung-tizen is currently not compatible with Samsung TVs that pair with the PIN method.", author="u3")

    x1 = (U, "Permanent pairing issue", "u1")
    x2 = (U, "Hello, I might be doing something wrong or maybe it is not even possible but I am trying to achieve the connection where after the TV is completely shut down and powered on again when the application is trying to connect to it, no popup is shown where I would need to click \"Allow\".", "u1")
    x3 = (U, "Is it somehow possible to not be prompted to ALLOW applications that I have already allowed before?", "u1")
    x4 = "Most likely a setting on the TV... There are settings such as \"ask once only/ask every time\" or similar (depends on the model)"
    rec(P2_STW127, [x1], x2[1], True, "ellipsis", ["the application"], "With samsung-tv-ws-api, I want my application to reconnect to the Samsung TV after it is shut down and powered on again without the TV showing the Allow popup.", author="u1")
    rec(P2_STW127, [x1, x2], x3[1], True, "ellipsis", [], "Is it possible for a Samsung TV not to prompt me to Allow samsung-tv-ws-api applications I have already allowed?", author="u1")
    rec(P2_STW127, [x1, x2, x3], x4, True, "ellipsis", ["a setting"], "A Samsung TV prompting again to allow an already allowed samsung-tv-ws-api application is most likely a TV setting such as \"ask once only/ask every time\" (depends on the model).", author="u2")
    lend(P2_STW127, [x1], P2_T_NOMENU, SAME, P2_MWT109)
    lend(P2_STW127, [x1, x2], P2_T_FW, SAME, P2_MWT109)
    lend(P2_STW127, [x1, x2, x3], P2_T_CONNECTAPPS, SELF, P2_MWT109)
    lend(P2_HST39, [e1], P2_T_NOMENU, SAME, P2_MWT109)
    lend(P2_HST39, [e1, e2, e3], P2_T_FW, SAME, P2_MWT109)
    lend(P2_MWT109, [w1], P2_T_TOKENFILE, SAME, P2_JST28)
    lend(P2_PWO13, [p1, p2, p3], P2_T_TOKENFILE, SAME, P2_JST28)


def P2_doorbells(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- video doorbells in home automation: button-press events and ringing sensors for Eufy, Reolink, EZVIZ and Ring ----
    f1 = (U, "Feature Request: Eufy doorbell button service", "u1")
    f2 = (U, "It would be nice to have (I'm not sure if it's possible) a service to trigger a doorbell press event on the device itself.", "u1")
    f3 = (U, "Currently I can change the state of the 'doorbell_ringing_sensor' to True, and trigger the doorbell event automations,\nbut I would like to also receive a notification in the eufy app and to get the homebase ring.", "u1")
    f4 = (U, "I'm not sure it's possible.. And if not, maybe at least adding a service for the homebase ring is possible?", "u1")
    f5 = (A, "First is definitely not possible :-)\nSecond, do you have a feature in homebase ring? i didn't know that, as i own 2c cameras, no doorbell", "u2")
    f6 = (U, "yes, the homebase can act like a Chime", "u1")
    f7 = (U, P2_B_ECHO, "u1")
    f8 = P2_B_HOMEBASE
    rec(P2_EUFY119, [f1], f2[1], True, "ellipsis", ["the device itself"], "Could the eufy_security Home Assistant integration get a service that triggers a doorbell press event on the Eufy doorbell itself?", author="u1")
    rec(P2_EUFY119, [f1, f2, f3, f4], f5[1], True, "position", ["First", "Second"], "Triggering a doorbell press on the Eufy doorbell from eufy_security is definitely not possible; and does the Eufy HomeBase have a ring feature? (I own 2C cameras, no doorbell.)", author="u2")
    # A complete claim about what a doorbell press can trigger (rule 1); same author.
    rec(P2_EUFY119, [f1, f2, f3, f4, f5, f6], f7[1], False, SAME, [], None, author="u1")
    # Names the HomeBase and what it lacks: complete in itself (rule 1), by the other speaker.
    rec(P2_EUFY119, [f1, f2, f3, f4, f5, f6, f7], f8, False, SAME, [], None, author="u2")
    lend(P2_EUFY119, [f1], P2_B_NVR, SAME, P2_RCC49)

    s1 = (U, "Add \"doorbell\" sensor when someone pushes doorbell button", "u1")
    s2 = (U, "I'd like a sensor to tell me when someone pushes the doorbell.", "u1")
    s3 = (U, P2_B_FAR, "u1")
    s4 = (U, "Unless it's the \"Ringing\" sensor...?", "u1")
    s5 = "Yes it was the \"ringing\" sensor. Thank you."
    rec(P2_EUFY758, [s1], s2[1], True, "ellipsis", ["the doorbell"], "I'd like the eufy_security integration to have a sensor telling me when someone pushes my Eufy doorbell.", author="u1")
    rec(P2_EUFY758, [s1, s2], s3[1], False, SAME, [], None, author="u1")
    rec(P2_EUFY758, [s1, s2, s3], s4[1], True, "pronoun", ["it"], "Is the eufy_security integration's \"Ringing\" sensor the doorbell-pressed sensor I'm asking for?", author="u1")
    rec(P2_EUFY758, [s1, s2, s3, s4], s5, True, "pronoun", ["it"], "The eufy_security \"Ringing\" sensor was the sensor that tells when someone pushes the Eufy doorbell.", author="u1")
    lend(P2_EUFY758, [s1], P2_B_EZVIZALEXA, SAME, P2_EZV74)

    # The excerpt starts at a comment: its first speaker is taken as the opener (u1), which is not certain.
    h1 = (U, "T8213 doorbell press is not exposed in Home Assistant", "u1")
    h2 = (U, "Additional information:\n\nI checked all event entities in Home Assistant and noticed an important difference.", "u1")
    h3 = (U, "Another Eufy doorbell in the same Home Assistant installation exposes:\n\nevent.kellerglocke_doorbell", "u1")
    h4 = (U, "However, my T8213 does NOT expose a corresponding Doorbell event entity.", "u1")
    h5 = (U, "I can confirm the same issue with the Eufy T8213.", "u2")
    h6 = (U, "In the previous Eufy Home Assistant integration, the doorbell press was exposed as a dedicated entity, for example:\n\n`binary_sensor.[DEVICE_NAME]_ringing`", "u2")
    h7 = "That entity could be used directly as an automation trigger whenever somebody pressed the physical doorbell button."
    rec(P2_HES38, [h1, h2, h3], h4[1], True, "ellipsis", ["a corresponding Doorbell event entity"], "With ha-eufy-sdk, my Eufy T8213 does not expose a Doorbell event entity like event.kellerglocke_doorbell, which my other Eufy doorbell exposes.", author="u1")
    rec(P2_HES38, [h1, h2, h3, h4], h5[1], True, "pronoun", ["the same issue"], "I can confirm that the ha-eufy-sdk integration exposes no doorbell press event for the Eufy T8213.", author="u2")
    rec(P2_HES38, [h1, h2, h3, h4, h5, h6], h7, True, "pronoun", ["That entity"], "The previous Eufy Home Assistant integration's `binary_sensor.[DEVICE_NAME]_ringing` entity could be used directly as an automation trigger whenever somebody pressed the physical doorbell button.", author="u2")
    lend(P2_HES38, [h1], P2_B_NVR, SAME, P2_RCC49)
    lend(P2_HES38, [h1, h2], P2_B_MECH, SAME, P2_EZV74)
    lend(P2_HES38, [h1, h2, h3], P2_B_HOMEBASE, SAME, P2_EUFY119)

    # The excerpt starts at the maintainer's comment: its speaker is taken as the opener (u1), which is not certain.
    r1 = (A, "This is the ONVIF notification's \"visitor\" section:", "u1")
    r2 = (U, "How is your Doorbell connected? Is the doorbell connected directly to the Reolink NVR? I have the doorbell connected directly to the NVR and I do not get any changes in Detection's or Visitor when button is pressed.", "u2")
    r3 = (U, P2_B_NVR, "u2")
    r4 = (U, "The Vistor and Person is enabled for the Doorbell under Push Notification", "u2")
    r5 = (A, "The **full** debug log would be helpful. The config-lines to enable are in issue-template...", "u1")
    r6 = "I to have a RLN8-410 NVR with firmware v3.2.0.212_22111814 and a \"Reolink Video Doorbell PoE\" with the firmware posted in this issue: v3.0.0.1459_22102808."
    rec(P2_RCC49, [r1], r2[1], True, "ellipsis", ["your Doorbell"], "How is your Reolink doorbell connected for reolink_cctv: directly to the Reolink NVR? Mine is, and reolink_cctv shows no change in detections or Visitor when the button is pressed.", author="u2")
    # A first-person environment sentence naming its own subject (rule 1); same author.
    rec(P2_RCC49, [r1, r2], r3[1], False, SAME, [], None, author="u2")
    rec(P2_RCC49, [r1, r2, r3], r4[1], True, "ellipsis", ["the Doorbell"], "On my Reolink NVR, Visitor and Person are enabled for the Reolink doorbell under Push Notification, and reolink_cctv still sees no button press.", author="u2")
    rec(P2_RCC49, [r1, r2, r3, r4], r5[1], True, "ellipsis", [], "For reolink_cctv not detecting doorbell presses, the full debug log would help; the config lines to enable it are in the issue template.", author="u1")
    # Names the NVR, the doorbell and both firmware versions; "this issue" only says where the number was seen. Hard call (rule 1).
    rec(P2_RCC49, [r1, r2, r3, r4, r5], r6, False, SAME, [], None, author="u3")
    lend(P2_RCC49, [r1], P2_B_ECHO, SAME, P2_EUFY119)

    o1 = (U, "bell button", "u1")
    o2 = (U, "Can you implement event for when the ring button is pressed?", "u1")
    o3 = (U, "I second this.  If you can get the button push then this is a gamechanger.", "u2")
    o4 = (U, "Yes for bell button", "u3")
    o5 = "Hi all! Which devices are you using? In the case of EzViz DB1 and other analogues, they do not publish the bell button event unfortunately."
    rec(P2_O2M11, [o1], o2[1], True, "ellipsis", ["the ring button"], "Can onvif2mqtt implement an event for when a doorbell's ring button is pressed?", author="u1")
    rec(P2_O2M11, [o1, o2], o3[1], True, "pronoun", ["this", "the button push"], "I second the request for an onvif2mqtt doorbell button-press event; getting the button push would be a gamechanger.", author="u2")
    rec(P2_O2M11, [o1, o2, o3, o4], o5, True, "ellipsis", ["Which devices"], "Which doorbells are you using with onvif2mqtt? EZVIZ DB1 and similar doorbells don't publish the bell button event over ONVIF.", author="u4")
    lend(P2_O2M11, [o1], P2_B_HOMEBASE, SAME, P2_EUFY119)
    lend(P2_O2M11, [o1, o2], P2_B_FAR, SAME, P2_EUFY758)
    lend(P2_O2M11, [o1, o2, o3], P2_B_ECHO, SAME, P2_EUFY119)

    e1 = (U, "[enhancement]: Add support for automation based on doorbell button/sound", "u1")
    e2 = (U, "Would like to see a device/action in HomeKit for my Eufy 2K doorbell, based on when a user click on the doorbell an activate the doorbell sound.", "u1")
    e3 = (U, "For me I would use this automation to lock my door, when I press the doorbell button on my 2K doorbell.", "u1")
    e4 = (A, "Which homekit device should the doorbell press be? A switch?", "u2")
    e5 = (U, "Guess it should be a switch, yes.", "u1")
    e6 = (A, "@Rubl80 Pretty sure the homekit doorbell device does not support this. But I will look.", "u2")
    e7 = "This can apparently be achieved in 3rd party apps like eve (free). Probably also Home+ 5."
    rec(P2_HBE303, [e1, e2], e3[1], True, "pronoun", ["this automation"], "I would use a HomeKit automation triggered by my Eufy 2K doorbell's button to lock my door when I press the doorbell.", author="u1")
    rec(P2_HBE303, [e1, e2, e3], e4[1], True, "ellipsis", ["the doorbell press"], "Which HomeKit device should homebridge-eufy-security expose the Eufy doorbell press as: a switch?", author="u2")
    lend(P2_HBE303, [e1, e2, e3], P2_B_NVR, SAME, P2_RCC49)
    rec(P2_HBE303, [e1, e2, e3, e4, e5], e6[1], True, "pronoun", ["this"], "I'm fairly sure the HomeKit doorbell device does not support an automation trigger on button press, but I will look.", author="u2")
    rec(P2_HBE303, [e1, e2, e3, e4, e5, e6], e7, True, "pronoun", ["This"], "A HomeKit automation on a doorbell button press can apparently be made in third-party apps like Eve (free), probably also Home+ 5.", author="u2")
    lend(P2_HBE303, [e1], P2_B_MECH, SAME, P2_EZV74)

    g1 = (U, "should I update and how?", "u1")
    g2 = (U, "Did just notice 3 files changed how do I update them ?", "u1")
    g3 = (U, "Copy paste then npm -g update in directory ? My bell is working fine", "u1")
    g4 = (U, "When you say your Bell works, you mean the ring or the motion sensor or the camera or everything ?", "u2")
    g5 = (U, "I have the motion sensor ok, the button is in Eve, but doesn’t seem to work... can you post some details please ?", "u2")
    g6 = "Are you trying to make a rule ? Use the doorbell button DOUBLE PRESS as the trigger, then set maybe a scene of some light as 98%brighness blue means button is pressed then turns off after 1minute so in the home app you can see the scene activate when button is pressed :)"
    rec(P2_RING40, [g1], g2[1], True, "ellipsis", ["3 files"], "Three files of homebridge-platform-ring-video-doorbell just changed; how do I update them?", author="u1")
    rec(P2_RING40, [g1, g2, g3], g4[1], True, "pronoun", ["your Bell"], "When you say your Ring doorbell works with homebridge-platform-ring-video-doorbell, do you mean the ring, the motion sensor, the camera, or everything?", author="u2")
    rec(P2_RING40, [g1, g2, g3, g4], g5[1], True, "ellipsis", ["the button"], "With homebridge-platform-ring-video-doorbell my Ring motion sensor works and the doorbell button shows in Eve, but the button doesn't seem to work; can you post details?", author="u2")
    rec(P2_RING40, [g1, g2, g3, g4, g5], g6, True, "ellipsis", ["a rule"], "To use the Ring doorbell button from homebridge-platform-ring-video-doorbell in a HomeKit rule, use the button's DOUBLE PRESS as the trigger, e.g. for a scene that sets a light blue at 98% for a minute.", author="u1")
    lend(P2_RING40, [g1], P2_B_ECHO, SAME, P2_EUFY119)
    lend(P2_RING40, [g1, g2], P2_B_EZVIZALEXA, SAME, P2_EZV74)

    z1 = (U, "Suggestion for integrating doorbell portion of DB1", "u1")
    z2 = (U, "I, and it seems many others who love your integration, are still looking for the ability to monitor the doorbell on the DB1.", "u1")
    z3 = (U, P2_B_EZVIZALEXA, "u1")
    z4 = (U, "Is it possible to use this integration to pass the doorbell press back into your integration?", "u1")
    z5 = (U, "I have personally tried google home integration it only makes the video stream feed available, not the doorbell button trigger.", "u2")
    z6 = P2_B_MECH
    rec(P2_EZV74, [z1], z2[1], True, "pronoun", ["your integration"], "Many users of ha-ezviz are still looking for a way to monitor the doorbell button of the EZVIZ DB1.", author="u1")
    rec(P2_EZV74, [z1, z2], z3[1], False, SAME, [], None, author="u1")
    rec(P2_EZV74, [z1, z2, z3], z4[1], True, "pronoun", ["this integration", "your integration"], "Could the EZVIZ Alexa or Google Home integration be used to pass the EZVIZ DB1 doorbell press back into ha-ezviz?", author="u1")
    rec(P2_EZV74, [z1, z2, z3, z4], z5[1], True, "ellipsis", [], "I tried EZVIZ's Google Home integration with the DB1: it only makes the video stream available, not the doorbell button trigger.", author="u2")
    # A complete plan in the first person, naming what it would do (rule 1).
    rec(P2_EZV74, [z1, z2, z3, z4, z5], z6, False, SAME, [], None, author="u1")
    lend(P2_EZV74, [z1], P2_B_NVR, SAME, P2_RCC49)


def P2_sonos(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- Sonos speakers from scripts and dashboards: group volume, favorites and playlists, notifications ----
    v1 = (U, "How set group volume", "u1")
    v2 = (U, "How to you set the volume for a group of speakers with `sonos.setVolume()`", "u1")
    v3 = (U, "Are you supposed to loop through all zones returned from `getAllGroups()` and set volume explicitly for each?", "u1")
    v4 = (A, "Yes. Essentially the Sonos app sends a command to each device to update the volume when you change the \"group volume\".", "u2")
    v5 = (A, P2_N_GROUPRC, "u3")
    v6 = (A, "Ah i stand corrected. Thanks @ebaauw!", "u2")
    v7 = "So would that be done like this? \n\n`const { GroupRenderingControl } = require('sonos');`\n\nor\n\n`const group = new sonos.GroupRenderingControl(host, port);`"
    # Names the call it asks about: a complete question (rule 1); same author. Hard call.
    rec(P2_NS373, [v1], v2[1], False, SAME, [], None, author="u1")
    rec(P2_NS373, [v1, v2], v3[1], True, "ellipsis", [], "To set the volume of a group of Sonos speakers with node-sonos, are you supposed to loop through all zones returned from `getAllGroups()` and set the volume of each?", author="u1")
    rec(P2_NS373, [v1, v2, v3], v4[1], True, "ellipsis", ["Yes"], "Yes, to set a Sonos group's volume with node-sonos you set each speaker: the Sonos app essentially sends a command to each device when you change the group volume.", author="u2")
    # Corrects the previous turn but names the app, the command and the service in full (rule 1, rule 3).
    rec(P2_NS373, [v1, v2, v3, v4], v5[1], False, SAME, [], None, author="u3")
    lend(P2_NS373, [v1, v2, v3], P2_N_MSGVOL, SAME, P2_NRS288)
    rec(P2_NS373, [v1, v2, v3, v4, v5, v6], v7, True, "pronoun", ["that", "this"], "Would calling setGroupVolume on the Sonos GroupRenderingControl service from node-sonos be done with `const { GroupRenderingControl } = require('sonos');` or `const group = new sonos.GroupRenderingControl(host, port);`?", author="u1")

    f1 = (U, "Trying to get the a favorite selection to work", "u1")
    f2 = (U, P2_N_MAGIC, "u1")
    f3 = (U, "Getting the Favorites works perfectly fine, but then playing the favorites is a completly different story...", "u1")
    f4 = (U, "When trying to set the object via the sonos.play() function it´s only working for tune in streams, but not for spotify.", "u1")
    f5 = "What am I doing wrong? Does anyone have an idea?"
    rec(P2_NS507, [f1], f2[1], False, SAME, [], None, author="u1")
    rec(P2_NS507, [f1, f2], f3[1], True, "ellipsis", ["the Favorites"], "With node-sonos, getting the Sonos favorites works fine, but playing a favorite does not.", author="u1")
    rec(P2_NS507, [f1, f2, f3], f4[1], True, "pronoun", ["the object"], "Playing a Sonos favorite object with node-sonos's sonos.play() works only for TuneIn streams, not for Spotify.", author="u1")
    rec(P2_NS507, [f1, f2, f3, f4], f5, True, "ellipsis", [], "What am I doing wrong when playing a Spotify Sonos favorite with node-sonos's sonos.play()?", author="u1")

    d1 = (U, "get/setVolume vs groupVolume", "u1")
    d2 = (U, "Would it be possible to have a differentiation between the get/setVolume for a speaker and for a group?", "u1")
    d3 = (U, "When players are grouped, setVolume for example set the same volume for all speakers.", "u1")
    d4 = (U, "This feature is available in this node library for example: https://github.com/jishi/node-sonos-http-api", "u1")
    d5 = (A, "You can set the volume for a group using a [Controller](http://duncan3dc.github.io/sonos/controllers/volume/).\nYou can set the volume for a speaker using a [Speaker](http://duncan3dc.github.io/sonos/usage/speakers/)", "u2")
    d6 = "Yes! Sorry for the noise. Actually I use Sonos plugin for Jeedom (which uses your library) and this does not make the differentiation."
    rec(P2_DSON42, [d1], d2[1], True, "ellipsis", [], "Could duncan3dc/sonos differentiate get/setVolume for a single Sonos speaker from get/setVolume for a group?", author="u1")
    rec(P2_DSON42, [d1, d2, d3], d4[1], True, "pronoun", ["This feature"], "Separate speaker and group volume control is available in node-sonos-http-api, for example: https://github.com/jishi/node-sonos-http-api", author="u1")
    rec(P2_DSON42, [d1, d2, d3, d4], d5[1], True, "ellipsis", [], "In duncan3dc/sonos you set a group's volume with a Controller and a single speaker's volume with a Speaker.", author="u2")
    rec(P2_DSON42, [d1, d2, d3, d4, d5], d6, True, "pronoun", ["your library", "this"], "I use the Sonos plugin for Jeedom, which uses duncan3dc/sonos, and the plugin does not differentiate speaker and group volume.", author="u1")
    lend(P2_DSON42, [d1], P2_N_SPOTIFY, SAME, P2_CSC604)
    lend(P2_DSON42, [d1, d2], P2_N_MAGIC, SAME, P2_NS507)

    j1 = (U, "joiner.play.notification temporarily sets group volume to notification volume", "u1")
    j2 = (U, P2_N_JOINER, "u1")
    j3 = (U, "After the notification has been played the group sets itself to the volume supplied to the notification, and when the joiner rejoins the group, slowly the group resets its volume back to the original value.", "u1")
    j4 = (U, P2_N_MSGVOL, "u1")
    j5 = (U, "If i don't supply a volume in the injecting payload the group volume doesn't change which makes sense because the notification uses its volume state", "u1")
    j6 = "Hi.  Is the joiner different from the  coordinator of the group?"
    rec(P2_NRS288, [j1], j2[1], False, SAME, [], None, author="u1")
    rec(P2_NRS288, [j1, j2], j3[1], True, "pronoun", ["the notification", "the joiner"], "After node-red-contrib-sonos-plus's joiner.play.notification has played, the Sonos group takes the notification's volume, and when the joiner rejoins, the group slowly resets to its original volume.", author="u1")
    rec(P2_NRS288, [j1, j2, j3], j4[1], False, SAME, [], None, author="u1")
    rec(P2_NRS288, [j1, j2, j3, j4], j5[1], True, "ellipsis", ["the injecting payload"], "If I don't supply a volume to node-red-contrib-sonos-plus's joiner.play.notification, the Sonos group volume doesn't change, since the notification then uses its volume state.", author="u1")
    rec(P2_NRS288, [j1, j2, j3, j4, j5], j6, True, "ellipsis", ["the joiner", "the group"], "In your joiner.play.notification setup, is the joining Sonos player different from the coordinator of the group?", author="u2")
    lend(P2_NRS288, [j1], P2_N_SPOTIFY, SAME, P2_CSC604)

    c1 = (U, "Unable to play Spotify playlist that are in Sonos favorites of the Sonos Card", "u1")
    c2 = (U, P2_N_SPOTIFY, "u1")
    c3 = (U, "I can get them into the Sonos Favorites and they play in the Sonos app on PC", "u1")
    c4 = (U, "I can not start them when clicking this favorite in the sonos card app. I get following error", "u1")
    c5 = (U, P2_N_UPNP804, "u1")
    c6 = "You need to delete the favorite in Sonos and recreate preferably using the PC controller."
    rec(P2_CSC604, [c1], c2[1], False, SAME, [], None, author="u1")
    rec(P2_CSC604, [c1, c2], c3[1], True, "pronoun", ["them", "they"], "I can add my Spotify playlists to the Sonos favorites, and they play in the Sonos app on PC.", author="u1")
    rec(P2_CSC604, [c1, c2, c3], c4[1], True, "pronoun", ["them", "this favorite"], "I cannot start my Spotify-playlist Sonos favorites by clicking them in custom-sonos-card; I get an error.", author="u1")
    # The error names the action, the entity method and the UPnP code in full (rule 1, quoted errors).
    rec(P2_CSC604, [c1, c2, c3, c4], c5[1], False, SAME, [], None, author="u1")
    rec(P2_CSC604, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["the favorite"], "To fix UPnP Error 804 when playing a Spotify-playlist Sonos favorite from custom-sonos-card, delete the favorite in Sonos and recreate it, preferably with the PC controller.", author="u2")
    lend(P2_CSC604, [c1], P2_N_JOINER, SAME, P2_NRS288)

    e1 = (U, "Favorites and Presets load but do not play", "u1")
    e2 = (U, "I have this awesome setup working for most things, however when I tell Sonos \"Alexa, tell Sonos to play favorite \"MY Favorite\" in the Living Room\" it loads up the favorite in the Sonos app but does not start playing.", "u1")
    e3 = (U, "Same thing happens with presets.  Please help!", "u1")
    e4 = (U, "I have noticed that playlists that have a single word e.g. 'Genesis' have no issue playing. However, two word descriptors such as 'Boy's Favorites' with a space between the words do not.", "u2")
    e5 = (U, "Single word presets/playlists do not work for me either.  Really does a good job changing to the station but just queues it, still have to press play in the songs app.", "u1")
    e6 = "I'll take a look this week when I have a few kid-free minutes at home.  I'm guessing this will be as simple as sending a /play command after favorite and playlist requests"
    rec(P2_ECHO17, [e1, e2], e3[1], True, "ellipsis", ["Same thing"], "With echo-sonos, asking Alexa to play a Sonos preset also loads it in the Sonos app without starting playback.", author="u1")
    rec(P2_ECHO17, [e1, e2, e3], e4[1], True, "ellipsis", [], "With echo-sonos, single-word Sonos playlists like 'Genesis' play fine, but two-word names like 'Boy's Favorites' do not.", author="u2")
    rec(P2_ECHO17, [e1, e2, e3, e4], e5[1], True, "ellipsis", ["either"], "With echo-sonos, even single-word Sonos presets and playlists don't play for me: the station is queued and I still have to press play in the Sonos app.", author="u1")
    rec(P2_ECHO17, [e1, e2, e3, e4, e5], e6, True, "pronoun", ["this"], "Fixing echo-sonos favorites and playlists that load but don't play will probably be as simple as sending a /play command after favorite and playlist requests.", author="u3")
    lend(P2_ECHO17, [e1], P2_N_GROUPRC, SAME, P2_NS373)
    lend(P2_ECHO17, [e1, e2], P2_N_UPNP804, SAME, P2_CSC604)

    p1 = (U, "preset.json doesn't work with sonos-playlist", "u1")
    p2 = (U, "trying to set up preset so that the will play a sones-playlist.", "u1")
    p3 = (U, "It just mutes for a second and goes to what to what it was playing.", "u1")
    p4 = (U, "Maybe playlists is not supported in preset?", "u1")
    p5 = (U, "The workaround right now is to add the playlist to favorites.", "u1")
    p6 = (A, "Yeah, no playlists are not supported yet.", "u2")
    p7 = "I don't get how to do this - if I have a playlist, either a spotify playlist or a sonos playlist, I can't add it to sonos favourites?"
    rec(P2_NSHA172, [p1, p2], p3[1], True, "pronoun", ["It"], "When a node-sonos-http-api preset plays a Sonos playlist, the speaker just mutes for a second and goes back to what it was playing.", author="u1")
    rec(P2_NSHA172, [p1, p2, p3], p4[1], True, "ellipsis", ["preset"], "Are Sonos playlists maybe not supported in node-sonos-http-api presets (preset.json)?", author="u1")
    rec(P2_NSHA172, [p1, p2, p3, p4, p5], p6[1], True, "ellipsis", [], "Sonos playlists are not supported in node-sonos-http-api presets yet.", author="u2")
    rec(P2_NSHA172, [p1, p2, p3, p4, p5, p6], p7, True, "pronoun", ["this", "it"], "How do I add a Spotify or Sonos playlist to the Sonos favourites so that a node-sonos-http-api preset can play it?", author="u3")
    lend(P2_NSHA172, [p1], P2_N_JOINER, SAME, P2_NRS288)
    lend(P2_NSHA172, [p1, p2], P2_N_MAGIC, SAME, P2_NS507)


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_aircon, P2_scooters, P2_laundry, P2_garage, P2_tvs, P2_doorbells, P2_sonos):
        area(rec, U, A, lend, SAME, SELF)
