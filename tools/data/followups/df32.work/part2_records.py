# ==== part 2 (helper cdf2, twenty-eighth pass): far-apart areas; every module-level name is P2_-prefixed ====
P2_GH = "https://github.com/"
# ---- stage lighting: DMX channels and Art-Net universes ----
P2_HDMX16 = P2_GH + "jnimmo/hass-dmx/issues/16"
P2_ARTN15 = P2_GH + "tobiasebsen/ArtNode/issues/15"
P2_XL1948 = P2_GH + "xLightsSequencer/xLights/issues/1948"
P2_LXW3 = P2_GH + "claudeheintz/LXDMXWiFi_Library/issues/3"
P2_AHUE4 = P2_GH + "jeffreykog/artnet-hue-entertainment/issues/4"
P2_OSSIA837 = P2_GH + "ossia/score/pull/837"
# ---- trading card games: Magic: The Gathering deck lists and set codes ----
P2_MOX38 = P2_GH + "moxfield/moxfield-public/issues/38"
P2_DRAFT447 = P2_GH + "Senryoku/Draftmancer/issues/447"
P2_MAT857 = P2_GH + "Manuel-777/MTG-Arena-Tool/issues/857"
P2_MTGAP203 = P2_GH + "Razviar/mtgap/issues/203"
P2_MDC295 = P2_GH + "nicho92/MtgDesktopCompanion/issues/295"
# ---- karaoke: sing-along song files and lyric timings ----
P2_USDX393 = P2_GH + "UltraStar-Deluxe/USDX/issues/393"
P2_USDX147 = P2_GH + "UltraStar-Deluxe/USDX/issues/147"
P2_WWUI362 = P2_GH + "jhj0517/Whisper-WebUI/issues/362"
P2_KGEN792 = P2_GH + "nomadkaraoke/karaoke-gen/issues/792"
P2_USING3 = P2_GH + "rakuri255/UltraSinger/issues/3"
# ---- personal investing: stock splits and dividends in portfolio trackers ----
P2_WF163 = P2_GH + "wealthfolio/wealthfolio/issues/163"
P2_WF72 = P2_GH + "wealthfolio/wealthfolio/issues/72"
P2_WF541 = P2_GH + "wealthfolio/wealthfolio/issues/541"
P2_PP1368 = P2_GH + "portfolio-performance/portfolio/issues/1368"
P2_RHR20 = P2_GH + "bcwik9/robinhood-on-rails/issues/20"
P2_HICK140 = P2_GH + "hickeng/financial/issues/140"
P2_MMN106 = P2_GH + "MoneyTools/MyMoney.Net/issues/106"
# ---- bench instruments: oscilloscopes driven over SCPI/VISA ----
P2_OSC1 = P2_GH + "sgoadhouse/oscope-scpi/issues/1"
P2_OSC2 = P2_GH + "sgoadhouse/oscope-scpi/issues/2"
P2_LAB217 = P2_GH + "labrad/servers/issues/217"
P2_CQ35 = P2_GH + "tektronix/curvequery/pull/35"
P2_IIO484 = P2_GH + "analogdevicesinc/iio-oscilloscope/pull/484"
# ---- manga and comic reading: right-to-left pages and double-page spreads ----
P2_HOU171 = P2_GH + "xgi/houdoku/issues/171"
P2_KCR17 = P2_GH + "KORComic/comicreader.koplugin/issues/17"
P2_CBK78 = P2_GH + "Cortys/comic-backup/issues/78"
P2_KCC78 = P2_GH + "ciromattia/kcc/issues/78"
P2_FMP9 = P2_GH + "akitaonrails/frank_mangaplus/issues/9"
P2_FMP10 = P2_GH + "akitaonrails/frank_mangaplus/pull/10"
# ---- board games: BoardGameGeek collections and logged plays ----
P2_NEME378 = P2_GH + "NemeStats/NemeStats/issues/378"
P2_NEME102 = P2_GH + "NemeStats/NemeStats/issues/102"
P2_BGT17 = P2_GH + "mregni/BoardGameTracker/issues/17"
P2_GC13 = P2_GH + "EmilStenstrom/gamecache/issues/13"
P2_SHELF46 = P2_GH + "gameshelf/gameshelf.github.io/issues/46"
P2_YAM1565 = P2_GH + "FuzzyGrim/Yamtrack/issues/1565"
P2_TWIT239 = P2_GH + "walkeriniraq/twitarr/issues/239"
# ---- public transport timetables: GTFS stop times and realtime feeds ----
P2_OTP2113 = P2_GH + "opentripplanner/OpenTripPlanner/issues/2113"
P2_TX4 = P2_GH + "planarnetwork/transxchange2gtfs/issues/4"
P2_GBT71 = P2_GH + "planarnetwork/gb-transit/pull/71"
P2_WTA6 = P2_GH + "whatcomtrans/publicwtadata/issues/6"
P2_PKP1 = P2_GH + "MKuranowski/PKPIntercityGTFS/issues/1"
P2_QBUS4 = P2_GH + "Zverik/quick_bus/issues/4"
P2_OBA1035 = P2_GH + "OneBusAway/onebusaway-iphone/issues/1035"

# Every lender is a group of this part (every thread above is a history).
P2_QUESTION_ONLY: tuple[str, ...] = ()

# ---- bank sentences: complete in themselves, lent only within their area, never into their own repository ----
# stage lighting
P2_L_BUG = "I found that 'artnet.py' has a bug that prevents it from outputting on channels 1 + 2."
P2_L_8266 = "If the led on the 8266 flashes quickly when DMX is input, DMX2WiFi is likely working correctly."
P2_L_HUE = "The hue lights respond no matter what universe I tell my controller they are on."
# card games
P2_M_STOMP = "Bonecrusher giants adventure ability STOMP is being read as a stand-alone card during import into MTGA causing an import error that states your trying to import an invalid input."
P2_M_HA6 = "HA6 is not a real code on arena"
P2_M_MOX = "It would be really useful if one could specify the set code when importing cards into Moxfield."
# karaoke
P2_K_GAME = "UltraStar Deluxe is a sing-along karaoke game."
P2_K_KGEN = "karaoke-gen transcribes the vocals and then corrects that transcription against online lyrics — so the timing comes from what the model heard."
P2_K_NOSONGS = "When I run the ultrastardx and try to Sing on the main menu. The message \"No Songs loaded\" is shown."
P2_K_LRC = "an .srt file is easily massaged into an .lrc file that can then be used as-is or converted to .cdg."
# investing
P2_F_CHATGPT = "I'm looking into wealthfolio and stock split is the only question holding me back. ChatGPT claims that wealthfolio supports stock splits, however I don't see any other references anywhere."
P2_F_NOVO = "On the date 01-01-2014 Novo Nordisk (NOVO-B.CO) had a stock split where 1 stock became 5 and prices went from around 1000 DKK to 200 DKK."
# instruments
P2_O_NEVER = "I have never seen my older MSOX3034A stop responding to SCPI commands."
P2_O_DSOX = "I'm having issues with my USB-connected DSOX3034T where a poorly-defined trigger event leaves the scope waiting indefinitely for a trigger.\nIt seems that while it is waiting for the trigger, it no longer responds to SCPI commands."
P2_O_INI = "When \"capture_timeout\" is read from a .ini file, the assigned value (e.g. \"capture_timeout=5000\") will overwrite the value that osc computes internally."
P2_O_UNKNOWN = "If it is an unknown query command (i.e. expecting a response) then the device will typically not return anything."
# manga
P2_C_RTL = "Japanese manga are read from right to left."
P2_C_SPLIT = "`get_chapter_pages` requests `manga_viewer_v3` with `split=yes` (`reader/api/src/client.rs:604`). With that flag the server delivers every two-page spread as two separate pages, and marks them through `MangaPage.type` (proto field 4, `reader/api/proto/mangaplus.proto:273`):"
P2_C_ZIP = "a CBZ is just a zip file, so any zipping tool can unpack/re-pack it."
# board games
P2_B_API = "You can call the BGG API to get a list of played games from BGG."
# public transport
P2_T_OTP = "Working with San Bernardino's Omnitrans [GTFS data](http://transitfeeds.com/p/omnitrans/304/latest/download) and [OSM data](https://s3.amazonaws.com/metro-extracts.mapzen.com/los-angeles_california.osm.pbf) for LA I get the following error when when starting OTP server:\n\n```\nException in thread \"main\" java.lang.RuntimeException: Could not interpolate arrival/departure time on stop 17 (missing final stop time) on trip <Trip OMNITRANS_715615>\n```"
P2_T_MIX = "I don't believe it is possible to mix public arrival times and scheduled arrival times."


def load_part2(rec, U, A) -> None:
    SAME = "trap_same_domain_new_topic"
    SELF = "trap_self_contained_pronoun"

    def lend(url, history, question, kind, src) -> None:
        """A bank sentence placed after another thread's turns of the same area: a trap, asker unknown."""
        rec(url, history, question, False, kind, [], None, qsrc=src, author=None)

    for area in (P2_dmx, P2_mtg, P2_karaoke, P2_splits, P2_scope, P2_manga, P2_boardgames, P2_transit):
        area(rec, U, A, lend, SAME, SELF)


def P2_dmx(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- stage lighting: DMX channels and Art-Net universes ----
    d1 = (U, "Can't get it to work with ESP8266 controller", "u1")
    d2 = (U, "I have an ESP8266 based DMX Art-Net controller [ESP8266_ArtNetNode_v2](https://github.com/mtongnz/ESP8266_ArtNetNode_v2)\nWorks great with FreeStyler but can't get it to work with hass-artnet\nHA is not showing any errors just not controlling the light.", "u1")
    d3 = (U, "I tried the following config\n light 99:\n   - platform: artnet\n     host: 10.10.45.141 //IP of the ESP8266\n     # port: 6454\n     dmx_channels: 512", "u1")
    d4 = (U, "Strange that the forum made \"port: 6454\" larger and bold. This was not intended.", "u1")
    d5 = (A, "Might try moving the light you are trying to control to DMX channel 3 and see if it receives DMX. " + P2_L_BUG, "u2")
    d6 = "No luck. I tried many channels 3 and above.  In the ESP8266 software there are options for the following maybe I need to change these?"
    # Names the node, both programs and Home Assistant; "it" is the node inside the message: a same-author trap.
    rec(P2_HDMX16, [d1], d2[1], False, SELF, [], None, author="u1")
    rec(P2_HDMX16, [d1, d2, d3], d4[1], True, "pronoun", ["the forum", "This"], "Strange that GitHub's markdown made the '# port: 6454' line of my hass-dmx Art-Net config larger and bold; that was not intended.", author="u1")
    rec(P2_HDMX16, [d1, d2, d3, d4], d5[1], True, "pronoun", ["the light you are trying to control", "it"], "To get hass-dmx to drive a light through the ESP8266 Art-Net node, try moving the light to DMX channel 3 and see if it receives DMX: 'artnet.py' has a bug that prevents it from outputting on channels 1 + 2.", author="u2")
    rec(P2_HDMX16, [d1, d2, d3, d4, d5], d6, True, "ellipsis", ["No luck", "these"], "Moving the light to DMX channel 3 and above did not make hass-dmx control it through the ESP8266 Art-Net node; maybe I need to change the options in the ESP8266 ArtNetNode software?", author="u1")
    lend(P2_HDMX16, [d1], P2_L_HUE, SELF, P2_AHUE4)

    a1 = (U, "bug with many universes", "u1")
    a2 = (U, "It looks like this library doesn't filter out the desired universe correctly.", "u1")
    a3 = (U, "For example, this is observed with a GrandMA onPC broadcasting 8 artnet universes. The artnet device is set to respond to universe 1, and all channels on all universes are set to 0.", "u1")
    a4 = (U, "When the DMX Channel of the device is set to a value other then 0, the device responds and displays the correct value, but is then immediately reset to zero by the values of the other universes.", "u1")
    a5 = "If we set the onPC software to only broadcast 1 universe, the correct one for the device, it behaves correctly and displays the correct value."
    rec(P2_ARTN15, [a1], a2[1], True, "pronoun", ["this library"], "It looks like the ArtNode Art-Net library doesn't filter out the desired universe correctly when many universes are broadcast.", author="u1")
    rec(P2_ARTN15, [a1, a2], a3[1], True, "pronoun", ["this"], "ArtNode's failure to filter the desired universe is observed with a GrandMA onPC broadcasting 8 Art-Net universes, the ArtNode device set to respond to universe 1 and all channels on all universes set to 0.", author="u1")
    rec(P2_ARTN15, [a1, a2, a3], a4[1], True, "position", ["the device", "the other universes"], "When the DMX channel of an ArtNode device listening on universe 1 is set above 0 by a GrandMA onPC broadcasting 8 universes, the device shows the correct value but is immediately reset to zero by the values of the other 7 universes.", author="u1")
    rec(P2_ARTN15, [a1, a2, a3, a4], a5, True, "pronoun", ["the onPC software", "the device", "it"], "If the GrandMA onPC only broadcasts 1 universe, the one the ArtNode device listens on, the ArtNode device behaves correctly and displays the correct value.", author="u1")
    lend(P2_ARTN15, [a1], P2_L_BUG, SELF, P2_HDMX16)
    lend(P2_ARTN15, [a1, a2], P2_L_8266, SAME, P2_LXW3)

    x1 = (U, "2020.5 x64 ArtNET", "u1")
    x2 = (U, "the option with ArtNET start from Univers 0 is no longer possible? \nThere are controllers that start at 0 and not at 1 !!!!\n(DMxFreak controller by Ulrich Radig egsp)", "u1")
    x3 = (A, "fixed with f6f6bcee818e6369b181143b66dd944b00aa90d5", "u2")
    x4 = (U, "I am having problems with the ArtNet 4096 Kanal LED Pixel Controller from Radig. After a few seconds the ethernet ( artnet ) breaks down. It works perfectly with Jinx!.", "u3")
    x5 = (U, "Hello #harueg \nits done? Powerproblem?", "u1")
    x6 = "Yes !\nSorry, I forgot to mention ! Yes in jinx! the master was on 50 %, so it worked there."
    rec(P2_XL1948, [x1], x2[1], True, "ellipsis", ["the option"], "In xLights 2020.5 x64, is the option to start Art-Net from universe 0 no longer possible? There are controllers that start at 0 and not at 1 (e.g. the DMxFreak controller by Ulrich Radig).", author="u1")
    rec(P2_XL1948, [x1, x2], x3[1], True, "ellipsis", [], "xLights 2020.5's missing option to start Art-Net from universe 0 was fixed with commit f6f6bcee818e6369b181143b66dd944b00aa90d5.", author="u2")
    # A new controller and a new symptom, but the program it fails in (xLights) is only the thread's: a follow-up.
    rec(P2_XL1948, [x1, x2, x3], x4[1], True, "ellipsis", [], "With xLights I have problems with the ArtNet 4096 Kanal LED Pixel Controller from Radig: after a few seconds its Art-Net ethernet breaks down, while it works perfectly with Jinx!.", author="u3")
    rec(P2_XL1948, [x1, x2, x3, x4], x5[1], True, "ellipsis", ["its done", "Powerproblem"], "@harueg, is the Radig ArtNet 4096 controller dropping its Art-Net connection in xLights solved? Was it a power problem?", author="u1")
    rec(P2_XL1948, [x1, x2, x3, x4, x5], x6, True, "ellipsis", ["the master", "it worked there"], "Yes, the Radig ArtNet 4096 controller breaking down in xLights was a power problem; in Jinx! the master was at 50 %, so it worked there.", author="u3")
    lend(P2_XL1948, [x1], P2_L_8266, SAME, P2_LXW3)

    l1 = (U, "DMX2WiFi not work", "u1")
    l2 = (U, "Today I tried the code DMX2WiFi which I have chosen ArtNet protocol but it does not work for me as I have chosen the input signal from FTDI as (Entec Open DMX) do not know where could be the problem ?", "u1")
    l3 = (U, "when you connect a DMX signal LED flashes quickly but on the other device nothing happens.", "u1")
    l5 = (A, "You can use the DMX Input Test sketch from the LXESP8266DMX library to insure that the DMX input works correctly with your source and the circuit you have setup to convert DMX to serial input for the 8266.", "u2")
    l6 = "If that is correct, the problem most likely lies in your network connection between the 8266 running DMX2WiFi and whatever you are receiving the Art-Net with."
    # Names the sketch, the protocol and the input; "it" is DMX2WiFi inside the message: a same-author trap.
    rec(P2_LXW3, [l1], l2[1], False, SELF, [], None, author="u1")
    rec(P2_LXW3, [l1, l2], l3[1], True, "ellipsis", ["the other device"], "When I connect a DMX signal to the ESP8266 running DMX2WiFi (Art-Net, input from an FTDI Enttec Open DMX), its LED flashes quickly but the receiving Art-Net device does nothing.", author="u1")
    # The maintainer's rule names the board, the input and the sketch: complete in itself although it answers: a trap.
    rec(P2_LXW3, [l1, l2, l3], P2_L_8266, False, SAME, [], None, author="u2")
    rec(P2_LXW3, [l1, l2, l3, (A, P2_L_8266, "u2")], l5[1], True, "pronoun", ["your source", "the circuit you have setup"], "To check DMX2WiFi's input, use the DMX Input Test sketch from the LXESP8266DMX library to make sure DMX input works with the Enttec Open DMX source and the DMX-to-serial circuit feeding the ESP8266.", author="u2")
    rec(P2_LXW3, [l1, l2, l3, (A, P2_L_8266, "u2"), l5], l6, True, "pronoun", ["that", "the problem"], "If the ESP8266's DMX input tests correctly, the DMX2WiFi failure most likely lies in the network connection between the ESP8266 running DMX2WiFi and whatever receives its Art-Net.", author="u2")
    lend(P2_LXW3, [l1], P2_L_BUG, SELF, P2_HDMX16)

    h1 = (U, "Listening on all artnet universes", "u1")
    h2 = (U, "I think my problem is probably just because this project is still a work in progress, rather than a bug. But I thought I'd raise it anyway, just in case.", "u1")
    h3 = (U, "I've got 10 hue lights in my entertainment group and so far, they all seem to be working fine with my DMX software via the artnet-hue-entertainment script. The problems occur when I try and add proper DMX lights to another ArtNet universe. The artnet-hue-entertainment script appears to be listening to the data on all ArtNet Universes rather than just one.", "u1")
    h4 = (U, "My DMX lights are connected via an external Ethernet ArtNet to DMX interface. I've set a unicast IP address in my software for the interface and for the hue-entertainment controller, but this hasn't helped.", "u1")
    rec(P2_AHUE4, [h1], h2[1], True, "pronoun", ["my problem", "this project", "it"], "My problem of artnet-hue-entertainment listening on all Art-Net universes is probably because the project is still a work in progress rather than a bug, but I thought I'd raise it anyway.", author="u1")
    # Names the lights, the script and the symptom: the opener's own complete report, a same-author trap.
    rec(P2_AHUE4, [h1, h2], h3[1], False, SELF, [], None, author="u1")
    rec(P2_AHUE4, [h1, h2, h3], h4[1], True, "ellipsis", ["this hasn't helped"], "My DMX lights sit on another universe behind an external Ethernet Art-Net to DMX interface; setting unicast IP addresses for that interface and for the artnet-hue-entertainment controller hasn't stopped the script listening on all universes.", author="u1")
    # Complete in itself ("they" are the hue lights of the same sentence): a same-author trap.
    rec(P2_AHUE4, [h1, h2, h3, h4], P2_L_HUE, False, SELF, [], None, author="u1")
    lend(P2_AHUE4, [h1], P2_L_BUG, SELF, P2_HDMX16)

    o1 = (U, "Artnet DMX integration", "u1")
    o2 = (U, "The DMX implementation being basic, the only setting is the device name and there is no serialization.\nIt is a base work for future enhancement.", "u1")
    o3 = (A, "@aliefhooghe do you think that you could do the following improvements : \n\n- allow to choose the universe in the artnet settings widget\n- add an IP chooser (maybe with the default being the broadcast address?)\n- in the device, just name the channels 1, 2, 3, ... instead of Channel-1, Channl-2, ... more characters means more potential errors", "u2")
    o4 = (U, "I will look that !\n- IP I can easily add a 'preferred' IP that will be chosen among  \navailable Artnet ip (this is actualy what artnet do).", "u1")
    o5 = "- I will check for universe and rename channels !"
    rec(P2_OSSIA837, [o1], o2[1], True, "ellipsis", ["The DMX implementation", "It"], "The Art-Net DMX integration pull request for ossia score is basic: the only setting is the device name and there is no serialization; it is base work for future enhancement.", author="u1")
    rec(P2_OSSIA837, [o1, o2], o3[1], True, "ellipsis", ["the device"], "For ossia score's Art-Net DMX integration, could @aliefhooghe allow choosing the universe in the Art-Net settings widget, add an IP chooser (maybe defaulting to the broadcast address), and name the device's channels 1, 2, 3 instead of Channel-1, Channel-2?", author="u2")
    rec(P2_OSSIA837, [o1, o2, o3], o4[1], True, "pronoun", ["that"], "I will look at the requested improvements to ossia score's Art-Net integration; for the IP, I can easily add a 'preferred' IP chosen among the available Art-Net IPs (which is what libartnet does).", author="u1")
    rec(P2_OSSIA837, [o1, o2, o3, o4], o5, True, "ellipsis", ["universe", "rename channels"], "I will also add universe selection to ossia score's Art-Net settings and rename the DMX channels to 1, 2, 3.", author="u1")
    lend(P2_OSSIA837, [o1], P2_L_8266, SAME, P2_LXW3)
    lend(P2_OSSIA837, [o1, o2], P2_L_HUE, SELF, P2_AHUE4)


def P2_mtg(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- trading card games: Magic: The Gathering deck lists and set codes ----
    m1 = (U, "Add Set as an optional value when importing cards", "u1")
    m2 = (U, P2_M_MOX + " I scan my cards with the TCGPlayer App. Then I export it as a list to be able to import into Moxfield. It gives it to me as follows:\n\n1 Abandoned Sarcophagus **[C20]**", "u1")
    m3 = (U, "This will make it a lot faster to have the exact card style selected, as well as the value of the cards, and not having to adjust each one individually.", "u1")
    m4 = (U, "I know in the manual search that already works, using the Scryfall syntax of set:c20.", "u1")
    m5 = (A, "This is in the works @MJNinja! We recently changed our regex to use `()` instead of brackets, but we will be adding in support for both very shortly.", "u2")
    m6 = (U, "So I can simply replace the `[]` with `()` and then it should import it just fine.", "u1")
    m7 = "Yes, for now you can do a replacement and it will work."
    # Names Moxfield, the set code and the TCGPlayer export; "it" points inside: a same-author trap.
    rec(P2_MOX38, [m1], m2[1], False, SELF, [], None, author="u1")
    rec(P2_MOX38, [m1, m2], m3[1], True, "pronoun", ["This", "the cards"], "Letting Moxfield's card import take an optional set code would make it a lot faster to get the exact card printing selected, and its value, without adjusting each card individually.", author="u1")
    rec(P2_MOX38, [m1, m2, m3], m4[1], True, "pronoun", ["that"], "I know that filtering by set already works in Moxfield's manual search, using the Scryfall syntax set:c20.", author="u1")
    rec(P2_MOX38, [m1, m2, m3, m4], m5[1], True, "pronoun", ["This"], "Set codes in Moxfield's card import are in the works: Moxfield recently changed its import regex to read set codes in `()` instead of brackets, and will support both very shortly.", author="u2")
    rec(P2_MOX38, [m1, m2, m3, m4, m5], m6[1], True, "pronoun", ["it"], "So can I simply replace the `[]` around set codes in a TCGPlayer export with `()` and Moxfield will import it just fine?", author="u1")
    rec(P2_MOX38, [m1, m2, m3, m4, m5, m6], m7, True, "ellipsis", ["a replacement", "it"], "Yes, for now replacing the `[]` around set codes with `()` makes Moxfield's card import read the set.", author="u2")

    r1 = (U, "Review MTGA Export", "u1")
    r2 = (U, "Import in Arena fails in some cases when using MTGA format? Investigate.", "u1")
    r3 = (U, "From theopolist on Discord:\n\n> yeah, it seems to be all alchemy cards and then some other cards that have the wrong set code.", "u1")
    r4 = (U, "> i believe all those J21 cards should be MH1\n> bolt and swords should be STA\n> bedlam reveler should be SIR", "u1")
    rec(P2_DRAFT447, [r1], r2[1], True, "ellipsis", [], "Importing Draftmancer's MTGA-format deck export into MTG Arena fails in some cases? Investigate.", author="u1")
    rec(P2_DRAFT447, [r1, r2], r3[1], True, "pronoun", ["it"], "A user on Discord reports that the cards failing to import into Arena from Draftmancer's MTGA export are all alchemy cards plus some other cards that have the wrong set code.", author="u1")
    rec(P2_DRAFT447, [r1, r2, r3], r4[1], True, "ellipsis", ["all those J21 cards"], "In Draftmancer's MTGA export, the cards exported with set code J21 should be MH1, Lightning Bolt and Swords to Plowshares should be STA, and Bedlam Reveler should be SIR.", author="u1")
    # A complete claim about Arena's set codes, quoted by the opener: a same-author trap.
    rec(P2_DRAFT447, [r1, r2, r3, r4], P2_M_HA6, False, SAME, [], None, author="u1")
    lend(P2_DRAFT447, [r1], P2_M_STOMP, SAME, P2_MTGAP203)
    lend(P2_DRAFT447, [r1, r2], P2_M_MOX, SAME, P2_MOX38)

    t1 = (U, "Error importing deck from www.mtgatool.com", "u1")
    t2 = (U, "The issue  #824 , I opened and now is closed , isn't fully fixed because now importing a deck doesn't give error and for MTGA is successfully imported but showing it , It isn't fully imported , but only 4 cards as you can see in the screenshot", "u1")
    t3_turn = (U, "i found why the deck isn't imported, it's because the list missing the expansion and number tag, see the following", "u1")
    t3 = "i found why the deck isn't imported, it's because the list missing the expansion and number tag, see the following"
    rec(P2_MAT857, [t1], t2[1], True, "ellipsis", ["a deck"], "Issue #824 on importing decks from mtgatool.com isn't fully fixed: importing a deck into MTGA no longer errors, but only 4 of its cards are imported.", author="u1")
    rec(P2_MAT857, [t1, t2], t3, True, "pronoun", ["the deck", "the list"], "A deck exported from the mtgatool.com site isn't fully imported into MTGA because its list is missing each card's expansion and number tag.", author="u1")
    lend(P2_MAT857, [t1], P2_M_STOMP, SAME, P2_MTGAP203)
    lend(P2_MAT857, [t1, t2], P2_M_HA6, SAME, P2_DRAFT447)
    lend(P2_MAT857, [t1, t2, t3_turn], P2_M_MOX, SAME, P2_MOX38)

    g1 = (U, "Bonecrusher giants adventure being misread during import into MTGA", "u1")
    g3 = (U, "This being due to the fact that STOMP is an adventure attached to Bonecrusher giant. However, the issue happens with other cards at times also.", "u1")
    g4 = (U, "Something seems to be wrong with the import structure of the deck at times. Maybe it's the set code or numbers at the end of a card's entry when in an export text format.", "u1")
    g5 = "Hello! Please provide a link where you copied deck list for import"
    # The opener's full report restates the title with every name: a same-author trap.
    rec(P2_MTGAP203, [g1], P2_M_STOMP, False, SAME, [], None, author="u1")
    rec(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1")], g3[1], True, "pronoun", ["This", "the issue"], "MTGA Pro's import reads STOMP as a separate card because STOMP is an adventure attached to Bonecrusher Giant; the import error happens with other cards at times too.", author="u1")
    rec(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1"), g3], g4[1], True, "pronoun", ["the deck", "it"], "Something seems wrong at times with the structure of decks MTGA Pro imports into MTG Arena; maybe it is the set code or numbers at the end of a card's entry in the export text format.", author="u1")
    rec(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1"), g3, g4], g5, True, "ellipsis", ["deck list"], "Please provide a link to where you copied the Gruul deck list whose import into MTGA fails on Bonecrusher Giant's STOMP.", author="u2")
    lend(P2_MTGAP203, [g1], P2_M_HA6, SAME, P2_DRAFT447)
    lend(P2_MTGAP203, [g1, (U, P2_M_STOMP, "u1")], P2_M_MOX, SAME, P2_MOX38)

    c1 = (U, "Import Stock from DeckStat", "u1")
    c2 = (U, "Integrate file import export from the deckStat format", "u1")
    c3 = "card_name,set_code,set_name,amount\n\"+2 Mace\",AFR,Adventures in the Forgotten Realms,4\n\"A Killer Among Us\",MKM,Murders at Karlov Manor,4"
    rec(P2_MDC295, [c1], c2[1], True, "ellipsis", [], "MtgDesktopCompanion should integrate stock file import and export in the deckstats.net format.", author="u1")
    rec(P2_MDC295, [c1, c2], c3, True, "ellipsis", [], "The deckstats.net stock file format that MtgDesktopCompanion should import is a CSV with columns card_name,set_code,set_name,amount, e.g. \"+2 Mace\",AFR,Adventures in the Forgotten Realms,4.", author="u1")
    lend(P2_MDC295, [c1], P2_M_STOMP, SAME, P2_MTGAP203)
    lend(P2_MDC295, [c1, c2], P2_M_HA6, SAME, P2_DRAFT447)
    lend(P2_MDC295, [c1, c2], P2_M_MOX, SAME, P2_MOX38)


def P2_karaoke(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- karaoke: sing-along song files and lyric timings ----
    k1 = (U, "No Songs loaded", "u1")
    k2 = (U, P2_K_NOSONGS, "u1")
    k3 = (U, "I put some mp4 songs files at the folder /usr/local/share/ultrastardx/songs/ , but they are not being loaded. I also tried using the \"-Songpath\" command line parameter but still no songs loaded.", "u1")
    k4 = (U, "How can I set the songs path? Is mp4 an accepted format?", "u1")
    k5 = (A, "Are you aware that you need text files listing the syllables of the songs with their pitch, time, and duration?", "u2")
    k6 = (U, "Hi @s09bQ5, \n\nMy mp4 files already have the lyrics and timing, I downloaded from youtube. Does UltraStar works with this kind of file?", "u1")
    k7 = P2_K_GAME + " So you will also need a microphone, and for each song you need a .txt file containing the lyrics data including syllable timings, lyrics and tone pitches."
    # Names the program, the menu and the message: the opener's complete report, a same-author trap.
    rec(P2_USDX393, [k1], k2[1], False, SAME, [], None, author="u1")
    rec(P2_USDX393, [k1, k2, k3], k4[1], True, "ellipsis", ["the songs path"], "How can I set UltraStar Deluxe's songs path? Is mp4 an accepted song format?", author="u1")
    rec(P2_USDX393, [k1, k2, k3, k4], k5[1], True, "pronoun", ["the songs"], "Are you aware that UltraStar Deluxe needs, for each song, a text file listing its syllables with their pitch, time and duration (mp4 files alone are not songs)?", author="u2")
    rec(P2_USDX393, [k1, k2, k3, k4, k5], k6[1], True, "pronoun", ["this kind of file"], "My mp4 files downloaded from YouTube already have the lyrics and timing burned in; does UltraStar Deluxe work with such video files?", author="u1")
    rec(P2_USDX393, [k1, k2, k3, k4, k5, k6], k7, True, "ellipsis", ["So you will also need"], "UltraStar Deluxe is a sing-along karaoke game, so besides the videos you need a microphone and, for each song, a .txt file with the syllable timings, lyrics and tone pitches; lyric-video mp4s alone don't work.", author="u3")

    f1 = (U, "[Feature Request] KAR file compatibility", "u1")
    f2 = (U, "Looking at the code, I realize that UltrStar has built in support to play kar/midi files. That would be nice to have support to show lyrics from the kar/midi file when available and play it for karaoke purposes.", "u1")
    f3 = (A, "could you maybe provide a quick overview of what you found in the code regarding kar/midi support?", "u2")
    f4 = (U, "I´m Using UltraStar WorlParty...", "u1")
    f5 = (U, "in  UScreenSing;\n...  if (StringInArray(CurrentSong.Mp3.GetExtension.ToNative, ['.mid',\n'.midi', '.rmi', '.kar'])) then", "u1")
    f6 = (U, "Replace any MP3 (in the file tag) with a file with one of the extensions\nabove and will play flawlessly but with no lyrics;", "u1")
    f7 = (U, "this is not planned, is it?", "u3")
    f8 = "It is indeed not planned."
    # Names UltraStar and the formats; "That" and "it" point inside the message: a same-author trap.
    rec(P2_USDX147, [f1], f2[1], False, SELF, [], None, author="u1")
    rec(P2_USDX147, [f1, f2], f3[1], True, "ellipsis", ["what you found in the code"], "Could you give a quick overview of what you found in UltraStar's code regarding its built-in kar/midi playback support?", author="u2")
    rec(P2_USDX147, [f1, f2, f3, f4, f5], f6[1], True, "position", ["one of the extensions"], "In UltraStar WorldParty, replacing a song's MP3 (in the #MP3 tag of its txt file) with a .mid, .midi, .rmi or .kar file plays flawlessly, but with no lyrics.", author="u1")
    rec(P2_USDX147, [f1, f2, f3, f4, f5, f6], f7[1], True, "pronoun", ["this"], "Showing lyrics from KAR/MIDI karaoke files is not planned for UltraStar Deluxe, is it?", author="u3")
    rec(P2_USDX147, [f1, f2, f3, f4, f5, f6, f7], f8, True, "pronoun", ["It"], "KAR/MIDI karaoke file support with lyrics is indeed not planned for UltraStar Deluxe.", author="u4")

    w1 = (U, "Word-by-word timing would be perfect for karaoke", "u1")
    w2 = (U, "Got this up and running on my home server after reading about it at [Noted](https://noted.lol/whisper-webui/)...even dug up a GeForce GTX 1070 out of storage that I'd previously used for mining to speed it up.", "u1")
    w3 = (U, "I originally figured I might use it to fix subtitles on some of the TV shows in my collection, but then I got the idea to use it for generating karaoke song files.  It does a good job separating vocals from lyrics (and both files can be downloaded), and " + P2_K_LRC, "u1")
    w4 = "What I'm doing now, though, is going through a song in a karaoke editor to add timing to each word (as opposed to each line).  If this program could be set up to kick out timing information for each word, that'd be perfect for this purpose."
    rec(P2_WWUI362, [w1], w2[1], True, "pronoun", ["this", "it"], "I got Whisper-WebUI up and running on my home server after reading about it at Noted, and dug up a GeForce GTX 1070 to speed it up.", author="u1")
    rec(P2_WWUI362, [w1, w2], w3[1], True, "pronoun", ["it", "It"], "I meant to use Whisper-WebUI to fix TV subtitles but now use it to make karaoke song files: it separates vocals well (both files downloadable), and its .srt output is easily massaged into an .lrc file, usable as-is or converted to .cdg.", author="u1")
    rec(P2_WWUI362, [w1, w2, w3], w4, True, "pronoun", ["this program", "this purpose"], "I now add per-word timing to songs by hand in a karaoke editor; if Whisper-WebUI could output timing for each word instead of each line, that would be perfect for making karaoke files.", author="u1")
    lend(P2_WWUI362, [w1], P2_K_GAME, SAME, P2_USDX393)
    lend(P2_WWUI362, [w1, w2], P2_K_KGEN, SELF, P2_KGEN792)

    u1 = (U, "Create Karaoke Ultrastar files", "u1")
    rec(P2_USING3, [u1], "Create Karaoke Ultrastar files.\nJust separate the vocals from the audio", True, "ellipsis", [], "UltraSinger should create UltraStar karaoke files; as a start, just separate the vocals from the audio.", author="u1")
    lend(P2_USING3, [u1], P2_K_GAME, SAME, P2_USDX393)
    lend(P2_USING3, [u1], P2_K_LRC, SAME, P2_WWUI362)
    lend(P2_USING3, [u1], P2_K_KGEN, SELF, P2_KGEN792)
    lend(P2_USING3, [u1], P2_K_NOSONGS, SAME, P2_USDX393)

    n1 = (U, "Using own lyrics texts without timings", "u1")
    n2 = (U, "Is it possible to use my own lyrics text without timings and use local AI (e.g. Whisper) only for timings?", "u1")
    n3 = (U, "I tried to install karaoke-gen with local whisper and launch\n`karaoke-gen --lyrics_file=lyrics.txt  ./song.mp3  \"Artist\" \"Track1\"`\nand in `Synchronized text` column in web interface I see text that was automatically recognized by Whisper.", "u1")
    n4 = (A, P2_K_KGEN, "u2")
    n5 = (A, "Giving it a lyrics file doesn't change that: it's transcription with correction, by design, and it's a sensible design for the problem it targets.", "u2")
    n6 = "What you're asking for is forced alignment: the lyrics are already known and trusted, so the only question is when each word is sung."
    rec(P2_KGEN792, [n1], n2[1], True, "ellipsis", [], "With karaoke-gen, is it possible to use my own lyrics text without timings and use local AI (e.g. Whisper) only for the timings?", author="u1")
    # Names the tool, the flag and what the web interface shows: the opener's complete report, a same-author trap.
    rec(P2_KGEN792, [n1, n2], n3[1], False, SAME, [], None, author="u1")
    # A complete description of karaoke-gen ("that transcription" is inside the sentence): a trap.
    rec(P2_KGEN792, [n1, n2, n3], n4[1], False, SELF, [], None, author="u2")
    rec(P2_KGEN792, [n1, n2, n3, n4], n5[1], True, "pronoun", ["it", "that"], "Giving karaoke-gen a lyrics file with --lyrics_file doesn't change that its timing comes from transcription: it transcribes and then corrects against lyrics, by design.", author="u2")
    rec(P2_KGEN792, [n1, n2, n3, n4, n5], n6, True, "pronoun", ["What you're asking for"], "Using your own trusted lyrics and only computing when each word is sung, instead of karaoke-gen's transcription, is forced alignment.", author="u2")
    lend(P2_KGEN792, [n1], P2_K_LRC, SAME, P2_WWUI362)


def P2_splits(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- personal investing: stock splits and dividends in portfolio trackers ----
    s1 = (U, "How to get correct post split stock prices", "u1")
    s2 = (U, "How is it possible to get correct prices for stocks that had a recent split (like $SCHD or $LRCX)?", "u1")
    s3 = (U, "The app still does not display post split adjusted prices, even if I request a manual update.", "u1")
    s4 = (U, P2_F_CHATGPT, "u2")
    s5 = (U, "My goal is to enter my original buys from years ago and make sure app can figure out when splits happened and adjust portfolio accordingly", "u2")
    rec(P2_WF163, [s1], s2[1], True, "ellipsis", [], "How can Wealthfolio get correct prices for stocks that had a recent split (like $SCHD or $LRCX)?", author="u1")
    rec(P2_WF163, [s1, s2], s3[1], True, "pronoun", ["The app"], "Wealthfolio still does not display split-adjusted prices for recently split stocks, even when I request a manual quote update.", author="u1")
    # A newcomer names Wealthfolio and stock splits in full: a trap.
    rec(P2_WF163, [s1, s2, s3], s4[1], False, SAME, [], None, author="u2")
    rec(P2_WF163, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["app"], "I want to enter my original buys from years ago and have Wealthfolio figure out when stock splits happened and adjust my portfolio accordingly.", author="u2")

    v1 = (U, "stock performance and shares doesn't handle correctly when this stock is split-up or spilt-downs", "u1")
    v2 = (U, "Can't handle cases for stock that has been split-up or split-down.", "u1")
    v3 = (U, "For instance, let's say I bought 1 share NVDA(631.6$ per share) at Jan 29, 2024. I should have 10 shares NVDA worthing 1028.3$. Currently this app shows I only have 1 share NVDA with -$528.77 profit.", "u1")
    v4 = (U, "That's an issue even with Yahoo finance portfolios. I had to go and edit past transactions and adjust them post-split.", "u2")
    v5 = (A, "Added SPLIT activity type in v1.0.18 to log a stock split. \nIt's a basic implementation but should do. Feedback welcomed", "u3")
    rec(P2_WF72, [v1], v2[1], True, "ellipsis", [], "Wealthfolio can't handle stocks that have been split up or split down.", author="u1")
    rec(P2_WF72, [v1, v2], v3[1], True, "pronoun", ["this app"], "If I bought 1 NVDA share at $631.6 on Jan 29, 2024, after its split I should have 10 shares worth $1028.3, but Wealthfolio shows 1 NVDA share with a -$528.77 profit.", author="u1")
    rec(P2_WF72, [v1, v2, v3, v4], v5[1], True, "ellipsis", [], "Wealthfolio v1.0.18 added a SPLIT activity type to log a stock split; it's a basic implementation but should do. Feedback welcome.", author="u3")

    y1 = (U, "Split transactions executed twice if \"recalculate portfolio\" or \"refresh quote\" triggered", "u1")
    y2 = (U, "I found an odd bug with split transactions.", "u1")
    y3 = (U, "My imported transactions had no split value so I changed it manually for a specific stock (2 for 1) on two different accounts. The total quantity for this stock will properly update on each account without any further action from me. But if I hit recalculate portfolio or refresh quote, it will apply a new split on existing quantities.", "u1")
    y4 = (U, "I am not sure why it's recalculating the split twice.", "u1")
    y5 = "This should be fixed in the latest version following the split-handling changes. Recalculating the portfolio or refreshing quotes should no longer apply splits twice."
    rec(P2_WF541, [y1, y2], y3[1], True, "ellipsis", [], "In Wealthfolio, after I manually set a 2-for-1 split on a stock in two accounts, quantities update correctly, but hitting 'recalculate portfolio' or 'refresh quote' applies the split again to the existing quantities.", author="u1")
    rec(P2_WF541, [y1, y2, y3, y4], y5, True, "pronoun", ["This"], "Wealthfolio applying stock splits twice on 'recalculate portfolio' or 'refresh quote' should be fixed in the latest version, after its split-handling changes.", author="u2")
    lend(P2_WF541, [y1], P2_F_NOVO, SAME, P2_PP1368)

    p1 = (U, "Stock split feature not working as expected", "u1")
    p2 = (U, "Thanks again for developing this nice tool :)", "u1")
    p4 = (U, "I have tried to add this event to my portfolio but i think there is an error when the tool adjusts the stock prices prior to the split.", "u1")
    p5 = (U, "When splitting 5:1:\n25 stocks -> 125 stocks (which is what i expected) but the price chart now looks like this:", "u1")
    p6 = "All prices before stock split was divided by 5 and not multiplied by 5 (so opposite to what i was trying to do). This means that it looks like the stock had a price of 40 DKK before the split when it actually had a price of 1000 DKK"
    lend(P2_PP1368, [p1], P2_F_CHATGPT, SAME, P2_WF163)
    rec(P2_PP1368, [p1], p2[1], True, "pronoun", ["this nice tool"], "Thanks again for developing Portfolio Performance :)", author="u1")
    # A dated fact naming the company, ticker, ratio and prices: the opener's own trap.
    rec(P2_PP1368, [p1, p2], P2_F_NOVO, False, SAME, [], None, author="u1")
    rec(P2_PP1368, [p1, p2, (U, P2_F_NOVO, "u1")], p4[1], True, "pronoun", ["this event", "the tool"], "I added Novo Nordisk's 5:1 stock split of 01-01-2014 to my Portfolio Performance portfolio, but I think Portfolio Performance adjusts the stock prices before the split wrongly.", author="u1")
    rec(P2_PP1368, [p1, p2, (U, P2_F_NOVO, "u1"), p4], p5[1], True, "ellipsis", [], "Entering Novo Nordisk's split as 5:1 in Portfolio Performance turns 25 shares into 125 as expected, but the price chart changes unexpectedly.", author="u1")
    rec(P2_PP1368, [p1, p2, (U, P2_F_NOVO, "u1"), p4, p5], p6, True, "ellipsis", ["the stock", "the split"], "After entering Novo Nordisk's 5:1 split, Portfolio Performance divided all earlier prices by 5 instead of multiplying, so NOVO-B looks like it cost 40 DKK before the split when it actually cost 1000 DKK.", author="u1")

    b1 = (U, "Split stock does not reflect in portfolio", "u1")
    b2 = (U, "When a stock splits(2:1) the interface shows a loss and only one share. On my phone I see myself as holding two shares.", "u1")
    b3 = (A, "Unfortunately I don't have support for splits yet, it's functionality I still need to tackle", "u2")
    b4 = (A, "I just merged a branch with split support to master. Pull down the latest code and try it out, hopefully it should fix your issue. Lemme know how it goes!", "u2")
    b5 = "Just gave it a spin. It looks to be reflecting correctly now. Thank you!"
    rec(P2_RHR20, [b1], b2[1], True, "ellipsis", ["the interface"], "When a stock splits 2:1, robinhood-on-rails shows a loss and only one share, while the Robinhood phone app shows me holding two.", author="u1")
    rec(P2_RHR20, [b1, b2], b3[1], True, "ellipsis", [], "Unfortunately robinhood-on-rails doesn't support stock splits yet; it's functionality still to be tackled.", author="u2")
    rec(P2_RHR20, [b1, b2, b3], b4[1], True, "pronoun", ["your issue", "it"], "Stock split support is merged to robinhood-on-rails master; pull the latest code and try it, it should fix split stocks showing a loss and one share.", author="u2")
    rec(P2_RHR20, [b1, b2, b3, b4], b5, True, "pronoun", ["it", "It"], "I tried robinhood-on-rails' new split support; split stocks now show correctly in the portfolio. Thank you!", author="u1")
    lend(P2_RHR20, [b1], P2_F_NOVO, SAME, P2_PP1368)
    lend(P2_RHR20, [b1, b2], P2_F_CHATGPT, SAME, P2_WF163)

    z1 = (U, "Should the basis adjustment be 0 if past special dividend were handled incorrectly?", "u1")
    z2 = (U, "The 2 special dividend received in 2018 and 2021 were handled as ordinary dividend on my tax return. In this case should I set the basis adjustment of 10.18 and 16.58 to 0 to reflect the cost basis accordingly?", "u1")
    z3 = (A, "You should probably talk to a CPA about how to go about this.", "u2")
    z4 = (A, "If you were with eTrade I'd also double check that your conclusion is correct as no one else has reported this type of error. The 2018 and 2021 dividends had two parts to them:\n* taxable dividend\n* untaxed return of capital", "u2")
    z5 = "From a mechanical perspective, setting the return of capital values for the distributions in the Reference sheet to 0 will do what you're asking."
    rec(P2_HICK140, [z1], z2[1], True, "ellipsis", [], "The 2018 and 2021 special dividends I received were reported as ordinary dividends on my tax return; should I then set the spreadsheet's basis adjustments of 10.18 and 16.58 to 0 to reflect my cost basis?", author="u1")
    rec(P2_HICK140, [z1, z2], z3[1], True, "pronoun", ["this"], "You should probably talk to a CPA about whether to zero the basis adjustments for special dividends that were taxed as ordinary dividends.", author="u2")
    rec(P2_HICK140, [z1, z2, z3], z4[1], True, "ellipsis", ["your conclusion", "this type of error"], "If you were with eTrade, double-check that your special dividends were really all reported as dividend (no one else reported that): the 2018 and 2021 special dividends had two parts, a taxable dividend and an untaxed return of capital.", author="u2")
    rec(P2_HICK140, [z1, z2, z3, z4], z5, True, "ellipsis", ["the distributions", "what you're asking"], "Mechanically, setting the return-of-capital values of the 2018 and 2021 special dividend distributions to 0 in the spreadsheet's Reference sheet removes their basis adjustments.", author="u2")
    lend(P2_HICK140, [z1], P2_F_NOVO, SAME, P2_PP1368)
    lend(P2_HICK140, [z1, z2], P2_F_CHATGPT, SAME, P2_WF163)

    q1 = (U, "Stock being split unexpectedly", "u1")
    q2 = (U, "I am trying to add a stock to an account. There is an inconsistent split happening.", "u1")
    q3 = (A, "I tried reproducing this in a new empty database and could not", "u2")
    q4 = "Are you sure that 84 shares were not removed from the first lot of 168 shares by another subsequent transaction somewhere?"
    rec(P2_MMN106, [q1], q2[1], True, "ellipsis", [], "When I add a stock to an account in MyMoney.Net, an inconsistent split happens.", author="u1")
    rec(P2_MMN106, [q1, q2], q3[1], True, "pronoun", ["this"], "I could not reproduce MyMoney.Net splitting a newly added stock unexpectedly in a new empty database.", author="u2")
    rec(P2_MMN106, [q1, q2, q3], q4, True, "ellipsis", ["the first lot of 168 shares"], "In your MyMoney.Net account, are you sure 84 shares were not removed from the first lot of 168 shares by a later transaction, rather than by an unexpected split?", author="u2")
    lend(P2_MMN106, [q1], P2_F_NOVO, SAME, P2_PP1368)
    lend(P2_MMN106, [q1, q2], P2_F_CHATGPT, SAME, P2_WF163)


def P2_scope(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- bench instruments: oscilloscopes driven over SCPI/VISA ----
    e1 = (U, "Stopping an indefinite trigger", "u1")
    e2 = (U, P2_O_DSOX, "u1")
    e3 = (U, "Even sending a modeStop() doesn't help getting it out of the trigger.", "u1")
    e4 = (U, "I assume this doesn't happen with Ethernet or GPIB based interfaces, but I want to be sure it's a univeral thing and not an issue with my setup.", "u1")
    e5 = (U, "This is a huge issue for me because it means I cannot work remotely in a reliable way.", "u1")
    # Names the scope, the trigger and SCPI; every "it" is the scope inside the message: a same-author trap.
    rec(P2_OSC2, [e1], e2[1], False, SELF, [], None, author="u1")
    rec(P2_OSC2, [e1, e2], e3[1], True, "pronoun", ["it", "the trigger"], "Even sending oscope-scpi's modeStop() doesn't get my USB-connected DSOX3034T out of waiting indefinitely for a trigger.", author="u1")
    rec(P2_OSC2, [e1, e2, e3], e4[1], True, "pronoun", ["this", "it's"], "I assume a DSOX3034T waiting for a trigger stops answering SCPI only over USB, not Ethernet or GPIB, but I want to be sure it is universal and not an issue with my setup.", author="u1")
    rec(P2_OSC2, [e1, e2, e3, e4], e5[1], True, "pronoun", ["This", "it"], "My DSOX3034T no longer responding to SCPI while waiting for a trigger is a huge issue for me because I cannot work remotely with it reliably.", author="u1")
    # The maintainer's complete statement about his own scope: a trap.
    rec(P2_OSC2, [e1, e2, e3, e4, e5], P2_O_NEVER, False, SAME, [], None, author="u2")

    i1 = (U, "Can't get oscope to work, fails right on open", "u1")
    i2 = (A, "Glad I finally got you something working. It helped find a fundamental issue with the code and I am glad that I have it working far more robust than before.", "u2")
    i3 = (A, "It is not a USB timeout but rather a VISA timeout and that seems to be the nature of how instruments implement SCPI.", "u2")
    i5 = (A, "I once had the timeout at 15000 ms but changed it to 5000 ms with this last update which seems plenty.", "u2")
    i6 = "If you want it shorter, you can pass it in when instantiating like so: \n```\n    scope = Oscilloscope(pyvisa_oscope,timeout=1000)\n```"
    lend(P2_OSC1, [i1], P2_O_INI, SAME, P2_IIO484)
    rec(P2_OSC1, [i1], i2[1], True, "pronoun", ["something", "It"], "Glad oscope-scpi finally works for you when opening the scope; fixing it found a fundamental issue in the code, and it is now far more robust.", author="u2")
    rec(P2_OSC1, [i1, i2], i3[1], True, "pronoun", ["It"], "The timeout oscope-scpi raises is not a USB timeout but a VISA timeout, which seems to be the nature of how instruments implement SCPI.", author="u2")
    # A general statement about SCPI queries ("it" is the command inside the sentence): a trap.
    rec(P2_OSC1, [i1, i2, i3], P2_O_UNKNOWN, False, SELF, [], None, author="u2")
    rec(P2_OSC1, [i1, i2, i3, (A, P2_O_UNKNOWN, "u2"), i5], i6, True, "pronoun", ["it"], "To make oscope-scpi's VISA timeout shorter, pass it when instantiating: scope = Oscilloscope(pyvisa_oscope, timeout=1000).", author="u2")

    n1 = (U, "Agilent DSO90804 infiniium scope times out on \":WAV:PRE?\" query", "u1")
    n2 = (U, "In MAX:\n\nif the timeout < ~3000 ms, ```query(:WAV:PRE?)```, times out.  with timeout > ~5000 ms, this query is successful.", "u1")
    n3 = (U, "Alternatively, if I do a ```gpib_write(:WAV:PRE?)```, manually wait a couple seconds and then '''gpib_read()''' in MAX or using the scope server, things are fine.  Immediately reading after the write times out.", "u1")
    n4 = (U, "I attempted to use the timeout parameter, but this doesn't seem to actually set the timeout.", "u1")
    n5 = "Additionally, this behavior seems tied to the number of averages on the scope."
    rec(P2_LAB217, [n1], n2[1], True, "ellipsis", [], "In NI MAX, the Agilent DSO90804's :WAV:PRE? query times out if the timeout is below ~3000 ms and succeeds above ~5000 ms.", author="u1")
    rec(P2_LAB217, [n1, n2], n3[1], True, "ellipsis", ["things are fine"], "Writing :WAV:PRE? to the Agilent DSO90804, waiting a couple of seconds and then reading (in MAX or through the labrad scope server) works; reading immediately after the write times out.", author="u1")
    rec(P2_LAB217, [n1, n2, n3], n4[1], True, "ellipsis", ["the timeout parameter"], "Passing a timeout parameter to the labrad scope server's gpib_query doesn't seem to actually set the timeout for the DSO90804's :WAV:PRE? query.", author="u1")
    rec(P2_LAB217, [n1, n2, n3, n4], n5, True, "pronoun", ["this behavior", "the scope"], "The Agilent DSO90804's :WAV:PRE? timeout also seems tied to the number of averages set on the scope.", author="u1")
    lend(P2_LAB217, [n1], P2_O_NEVER, SAME, P2_OSC2)
    lend(P2_LAB217, [n1, n2], P2_O_UNKNOWN, SELF, P2_OSC1)

    q1 = (U, "Better timeout handling", "u1")
    q2 = (U, "Added the ability to specify a custom timeout value when creating an Instrument object.\nAdded the get_event_queue() function to the download events from the Event Queue on Tek Series Oscilloscopes.", "u1")
    q3 = (U, "Added a timeout exception handler to the Tek Series Oscilloscope curve feature that better supports enabled channels that have not acquired data.", "u1")
    q4 = (A, "Code Factor is only complaining because  `def _get_data()` is long. Personally I think this should warn and not fail....", "u2")
    q5 = "I will fix the issue raised by CodeFactor in a future PR."
    rec(P2_CQ35, [q1], q2[1], True, "ellipsis", [], "The curvequery pull request adds a custom timeout value when creating an Instrument object, and a get_event_queue() function to download events from the Event Queue on Tek series oscilloscopes.", author="u1")
    rec(P2_CQ35, [q1, q2], q3[1], True, "ellipsis", [], "The curvequery pull request also adds a timeout exception handler to the Tek series oscilloscope curve feature, to better support enabled channels that have not acquired data.", author="u1")
    rec(P2_CQ35, [q1, q2, q3], q4[1], True, "pronoun", ["this"], "CodeFactor only fails curvequery's timeout-handling pull request because `def _get_data()` is long; that check should warn, not fail.", author="u2")
    rec(P2_CQ35, [q1, q2, q3, q4], q5, True, "ellipsis", ["the issue raised by CodeFactor"], "I will shorten curvequery's long `_get_data()` flagged by CodeFactor in a future PR.", author="u1")
    lend(P2_CQ35, [q1], P2_O_NEVER, SAME, P2_OSC2)
    lend(P2_CQ35, [q1, q2], P2_O_UNKNOWN, SELF, P2_OSC1)

    a1 = (U, "osc.c: Allow setting the capture timeout via .ini file", "u1")
    a2 = (U, "There are scenarios where a larger timeout is needed.", "u1")
    a3 = (U, "For example, when using the UART interface, the bandwith is significantly lower than USB or Ethernet.", "u1")
    a4 = P2_O_INI
    rec(P2_IIO484, [a1], a2[1], True, "ellipsis", ["a larger timeout"], "There are scenarios where IIO Oscilloscope needs a larger capture timeout than it computes.", author="u1")
    rec(P2_IIO484, [a1, a2], a3[1], True, "ellipsis", ["For example"], "IIO Oscilloscope needs a larger capture timeout e.g. over the UART interface, whose bandwidth is significantly lower than USB or Ethernet.", author="u1")
    # Names the key, the file and osc: a complete description, the author's own trap.
    rec(P2_IIO484, [a1, a2, a3], a4, False, SAME, [], None, author="u1")
    lend(P2_IIO484, [a1], P2_O_NEVER, SAME, P2_OSC2)
    lend(P2_IIO484, [a1, a2], P2_O_UNKNOWN, SELF, P2_OSC1)
    lend(P2_IIO484, [a1, a2, a3], P2_O_DSOX, SELF, P2_OSC2)


def P2_manga(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- manga and comic reading: right-to-left pages and double-page spreads ----
    h1 = (U, "Should be able to identify double page spreads", "u1")
    h2 = (U, "Should be able to identify double page spreads, so it can separate them on double page view.", "u1")
    h3 = (U, "For example, in Chainsaw Man Chapter 98 (I used MangaSee) it shows the first single page on the right and the double page spread on the left leading to it essentially showing 3 pages.", "u1")
    h4 = (U, "In this case, it wasn't a big issue since the double page spread is on the left but if the double page spread is on the right it leads to later pages in the chapter being on the wrong side.", "u1")
    h5 = "If you go on Bleach Chapter 521 (I used MangaSee, again) it shows the double page spread on the right, which leads to later pages being on the wrong side."
    rec(P2_HOU171, [h1], h2[1], True, "ellipsis", ["it"], "Houdoku should be able to identify double-page spreads so it can separate them in double-page view.", author="u1")
    rec(P2_HOU171, [h1, h2], h3[1], True, "pronoun", ["it"], "In Houdoku's double-page view, Chainsaw Man chapter 98 (from MangaSee) shows the first single page on the right and the double-page spread on the left, essentially showing 3 pages.", author="u1")
    rec(P2_HOU171, [h1, h2, h3], h4[1], True, "pronoun", ["this case"], "In Chainsaw Man chapter 98 Houdoku's pairing was no big issue since the spread fell on the left, but a spread on the right puts later pages of the chapter on the wrong side.", author="u1")
    rec(P2_HOU171, [h1, h2, h3, h4], h5, True, "pronoun", ["it", "again"], "In Bleach chapter 521 (from MangaSee), Houdoku's double-page view shows the spread on the right, which puts later pages on the wrong side.", author="u1")
    lend(P2_HOU171, [h1], P2_C_ZIP, SELF, P2_CBK78)
    lend(P2_HOU171, [h1, h2], P2_C_RTL, SAME, P2_KCR17)

    k1 = (U, "How can I adjust the reading direction?", "u1")
    k3 = "The cbz file I'm using renders the right page first, then the left. The double-page plugin renders the left page first."
    # A general fact about manga, complete in itself: the opener's own trap.
    rec(P2_KCR17, [k1], P2_C_RTL, False, SAME, [], None, author="u1")
    rec(P2_KCR17, [k1, (U, P2_C_RTL, "u1")], k3, True, "ellipsis", ["The double-page plugin"], "My manga CBZ should show the right page first, then the left, but KOReader's comicreader double-page plugin renders the left page first.", author="u1")
    lend(P2_KCR17, [k1], P2_C_ZIP, SELF, P2_CBK78)
    lend(P2_KCR17, [k1, (U, P2_C_RTL, "u1")], P2_C_SPLIT, SELF, P2_FMP9)

    c1 = (U, "Comixology online reader forced double page view", "u1")
    c2 = (U, "Whenever I download a comic, it's in double page view because comixology online reader forces that on you for Manga. Is there a workaround for that so it shows pages in single page mode when I download them?", "u1")
    c3 = (U, "Figured that would be the case. That sucks, considering they have one page mode available on tablets.", "u1")
    c4 = (A, "Their support has always been very responsive. i recommend passing on the request for single-page mode to them", "u2")
    c5 = (A, "Another option would be to post-process the saved file, using command-line tools to script the chopping-up of the double pages.", "u2")
    c6 = "The ImageMagick tools can slice up images that way, and " + P2_C_ZIP
    lend(P2_CBK78, [c1], P2_C_SPLIT, SELF, P2_FMP9)
    rec(P2_CBK78, [c1], c2[1], True, "ellipsis", [], "Manga I download with comic-backup come out in double-page view because the Comixology online reader forces that for manga; is there a workaround so the downloads have single pages?", author="u1")
    rec(P2_CBK78, [c1, c2], c3[1], True, "pronoun", ["that", "they"], "I figured comic-backup can't avoid Comixology's forced double-page manga view; that sucks, since Comixology has a one-page mode on tablets.", author="u1")
    rec(P2_CBK78, [c1, c2, c3], c4[1], True, "pronoun", ["Their support", "them"], "Comixology's support has always been very responsive; I recommend asking them for a single-page mode in their online manga reader.", author="u2")
    rec(P2_CBK78, [c1, c2, c3, c4], c5[1], True, "ellipsis", ["Another option", "the saved file"], "Another way to get single pages from a comic-backup download of Comixology manga is to post-process the saved file with command-line tools that chop up the double pages.", author="u2")
    rec(P2_CBK78, [c1, c2, c3, c4, c5], c6, True, "pronoun", ["that way"], "ImageMagick can slice each double page of a saved comic-backup download in two, and since a CBZ is just a zip file, any zip tool can unpack and re-pack it.", author="u2")

    x1 = (U, "Manga mode support for CBZ output", "u1")
    rec(P2_KCC78, [x1], "Manga two-page splits are currently in wrong order.", True, "ellipsis", [], "In KCC's CBZ output with manga mode, two-page spreads split into pages are currently in the wrong order.", author="u1")
    lend(P2_KCC78, [x1], P2_C_RTL, SAME, P2_KCR17)
    lend(P2_KCC78, [x1], P2_C_ZIP, SELF, P2_CBK78)
    lend(P2_KCC78, [x1], P2_C_SPLIT, SELF, P2_FMP9)

    f1 = (U, "Double layouts cut split spreads; MangaPage.type makes the layout choice unnecessary", "u1")
    f3 = (U, P2_C_SPLIT, "u1")
    f4 = (U, "The RIGHT half always comes first, which matches the reader's pair rendering (`flex-direction: row-reverse`, `+page.svelte:1553`): paired together, the two halves rebuild the spread as drawn.", "u1")
    f5 = (U, "`buildPageGroups` (`reader/desktop/src/lib/readerLogic.ts:42`) never reads `type`.", "u1")
    f6 = "It pairs by position only, in one of two parities: `double` pairs from page 1, `double-cover` binds page 1 solo and pairs from page 2 (`readerLogic.ts:37`)."
    # Names the function, the endpoint and the flag; "that flag" and "them" point inside: a same-author trap.
    rec(P2_FMP9, [f1], f3[1], False, SELF, [], None, author="u1")
    lend(P2_FMP9, [f1], P2_C_RTL, SAME, P2_KCR17)
    rec(P2_FMP9, [f1, f3], f4[1], True, "ellipsis", ["The RIGHT half"], "In MANGA Plus chapters fetched with split=yes, the RIGHT half of a two-page spread always comes first, matching frank_mangaplus's row-reverse pair rendering, so paired together the halves rebuild the spread.", author="u1")
    rec(P2_FMP9, [f1, f3, f4], f5[1], True, "ellipsis", ["`type`"], "frank_mangaplus's `buildPageGroups` never reads `MangaPage.type`, the field marking the halves of split spreads.", author="u1")
    rec(P2_FMP9, [f1, f3, f4, f5], f6, True, "pronoun", ["It"], "frank_mangaplus's `buildPageGroups` pairs pages by position only: `double` pairs from page 1, `double-cover` binds page 1 solo and pairs from page 2.", author="u1")

    g1 = (U, "feat(desktop): merge the double layouts into one spread-aware mode", "u1")
    g2 = (U, "Closes #9.", "u1")
    g3 = (U, "The reader goes from three layouts to two.", "u1")
    g4 = "- **single** is unchanged."
    rec(P2_FMP10, [g1], g2[1], True, "ellipsis", ["#9"], "This frank_mangaplus pull request, merging the double layouts into one spread-aware mode, closes issue #9 (double layouts cut split spreads).", author="u1")
    rec(P2_FMP10, [g1, g2], g3[1], True, "ellipsis", ["The reader"], "With the spread-aware double mode, the frank_mangaplus desktop reader goes from three page layouts to two.", author="u1")
    rec(P2_FMP10, [g1, g2, g3], g4, True, "ellipsis", ["**single**"], "The frank_mangaplus reader's single-page layout is unchanged by the spread-aware double mode.", author="u1")
    lend(P2_FMP10, [g1], P2_C_RTL, SAME, P2_KCR17)
    lend(P2_FMP10, [g1], P2_C_ZIP, SELF, P2_CBK78)


def P2_boardgames(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- board games: BoardGameGeek collections and logged plays ----
    n1 = (U, "As a boardgamegeek user, i want to import my plays", "u1")
    n2 = (U, "https://www.boardgamegeek.com/xmlapi2/plays?username=Mad%20Scientist&subtype=boardgame&mindate=2016-03-01", "u1")
    n3 = (U, "Using the BGG API we can extract all the plays that the bgg user has recorded.", "u1")
    n4 = (U, "To avoid insert duplicate game we need to filter by date using the last NemeStats game created.\nIf the user has no games on NemeStats we import all plays.", "u1")
    n5 = (U, "The BGG plays info is uncomplete, we need to know the players involved and their rank in the game.", "u1")
    n6 = "To avoid inserting duplicate games we should probably just set the BoardGameGeekPlayId on the PlayedGame record I would think."
    rec(P2_NEME378, [n1], n2[1], True, "ellipsis", [], "A BoardGameGeek user's plays for the NemeStats import can be fetched from https://www.boardgamegeek.com/xmlapi2/plays?username=Mad%20Scientist&subtype=boardgame&mindate=2016-03-01.", author="u1")
    rec(P2_NEME378, [n1, n2], n3[1], True, "pronoun", ["we", "the bgg user"], "Using the BGG XML API, NemeStats can extract all the plays a BoardGameGeek user has recorded, to import them.", author="u1")
    rec(P2_NEME378, [n1, n2, n3], n4[1], True, "ellipsis", [], "To avoid inserting duplicate games when importing BGG plays, NemeStats needs to filter them by date from the last NemeStats game created; if the user has no NemeStats games, it imports all plays.", author="u1")
    rec(P2_NEME378, [n1, n2, n3, n4], n5[1], True, "ellipsis", ["we need to know"], "The BGG plays data is incomplete for a NemeStats import: NemeStats needs the players involved in each play and their rank in the game.", author="u1")
    rec(P2_NEME378, [n1, n2, n3, n4, n5], n6, True, "ellipsis", [], "To avoid importing duplicate BGG plays into NemeStats, set the BoardGameGeekPlayId on the PlayedGame record.", author="u2")

    o1 = (U, "Add Ability To Import BGG Plays Into NemeStats", "u1")
    o3 = (U, "We could hypothetically use this to import all played games into NemeStats and could create players, game definitions (with BGG Object Id), etc.", "u1")
    o4 = (U, "I'm not sure if there is a way of voting for feature requests, but I think this would be a brilliant feature.", "u2")
    o5 = (U, "If it were possible to import plays from BGG I think anyone who came across your site and had plays logged on BGG would do it as to try out the site (and hopefully stick around).", "u2")
    o6 = "This is indeed a brilliant idea and something we will certainly try to do."
    # A complete statement about the BGG API: the opener's own trap after the bare title.
    rec(P2_NEME102, [o1], P2_B_API, False, SAME, [], None, author="u1")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1")], o3[1], True, "pronoun", ["this"], "NemeStats could use the BGG API's list of played games to import all played games and create players and game definitions (with BGG object IDs).", author="u1")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1"), o3], o4[1], True, "pronoun", ["this"], "I think importing plays from BoardGameGeek into NemeStats would be a brilliant feature (is there a way to vote for feature requests?).", author="u2")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1"), o3, o4], o5[1], True, "pronoun", ["your site", "it"], "If NemeStats could import plays from BGG, anyone finding NemeStats with plays logged on BGG would import them to try the site out.", author="u2")
    rec(P2_NEME102, [o1, (U, P2_B_API, "u1"), o3, o4, o5], o6, True, "pronoun", ["This"], "Importing BoardGameGeek plays is a brilliant idea that NemeStats will certainly try to do.", author="u1")

    b1 = (U, "Price paid from bgg is not imported", "u1")
    b2 = (U, "I am trying your work, congrats, it looks nice.", "u1")
    b3 = (U, "I tried to import my collection from BGG, and I found that the price paid is not taked from BGG, I attach some screenshots.", "u1")
    b4 = (U, "But in your import, the prices shown is 0.", "u1")
    b5 = "The date does not match either, I understand is a problem because the date you shown probably is the date of collection update, but I think it should used the **Acquisition Date**, that exists also on the BGG collection."
    rec(P2_BGT17, [b1], b2[1], True, "pronoun", ["your work", "it"], "I am trying BoardGameTracker; congrats, it looks nice.", author="u1")
    rec(P2_BGT17, [b1, b2], b3[1], True, "ellipsis", [], "When I import my BGG collection into BoardGameTracker, the price paid is not taken from BGG.", author="u1")
    rec(P2_BGT17, [b1, b2, b3], b4[1], True, "pronoun", ["your import"], "BoardGameTracker's BGG collection import shows 0 as the price paid for games that have a price on BGG.", author="u1")
    rec(P2_BGT17, [b1, b2, b3, b4], b5, True, "ellipsis", ["The date", "either"], "BoardGameTracker's BGG import also gets the date wrong (probably the collection-update date); it should use the Acquisition Date that the BGG collection also holds.", author="u1")
    lend(P2_BGT17, [b1], P2_B_API, SAME, P2_NEME102)

    g1 = (U, "Can't seem to import above 99 games", "u1")
    g2 = (U, "It should fetch 116 games\nProfile  https://boardgamegeek.com/user/kinkymachine", "u1")
    g3 = (U, "```\nImported 99 games from boardgamegeek.\nIndexed 99 games in algolia, and removed everything else.\n```", "u1")
    g5 = (A, "That's actually correct. 99 games = 116 games - 17 expansions. Expansions are grouped together with the main game, you get to them by expanding each game.", "u2")
    g6 = "Updated the printout so it includes the number of expansions separately."
    rec(P2_GC13, [g1], g2[1], True, "pronoun", ["It"], "mybgg should import 116 games for the BGG profile https://boardgamegeek.com/user/kinkymachine, but imports only 99.", author="u1")
    rec(P2_GC13, [g1, g2], g3[1], True, "ellipsis", [], "mybgg's import prints 'Imported 99 games from boardgamegeek. Indexed 99 games in algolia, and removed everything else.' for a BGG profile with 116 games.", author="u1")
    rec(P2_GC13, [g1, g2, g3], g5[1], True, "pronoun", ["That"], "mybgg importing 99 of 116 BGG games is correct: 17 are expansions, which are grouped with their main game and shown by expanding it.", author="u2")
    rec(P2_GC13, [g1, g2, g3, g5], g6, True, "ellipsis", ["the printout"], "mybgg's import printout now includes the number of expansions separately from the games.", author="u2")
    lend(P2_GC13, [g1], P2_B_API, SAME, P2_NEME102)

    s1 = (U, "Not working anymore?", "u1")
    s2 = (U, "This is/was a great tool. Is it still working? I can't get it to load my collection anymore.", "u1")
    s3 = (U, "Also, the data is a year old (according to Help page). Can it be updated?", "u1")
    s4 = (U, "Actually the Clear Cache button worked (I could have sworn I tried that).", "u1")
    s5 = (U, "But would still love to have the data updated.", "u1")
    s6 = "Yea, I would like to get those data updated too, but due to changes they made in the backend, I can no longer export the \"entire\" collection"
    rec(P2_SHELF46, [s1], s2[1], True, "pronoun", ["This", "it"], "Is Game Shelf still working? I can't get it to load my BoardGameGeek collection anymore.", author="u1")
    rec(P2_SHELF46, [s1, s2], s3[1], True, "ellipsis", ["the data", "it"], "Game Shelf's game data is a year old according to its Help page; can it be updated?", author="u1")
    rec(P2_SHELF46, [s1, s2, s3], s4[1], True, "ellipsis", ["Actually"], "Pressing Game Shelf's Clear Cache button made it load my collection again.", author="u1")
    rec(P2_SHELF46, [s1, s2, s3, s4], s5[1], True, "ellipsis", ["the data"], "I would still love to have Game Shelf's year-old game data updated.", author="u1")
    rec(P2_SHELF46, [s1, s2, s3, s4, s5], s6, True, "pronoun", ["those data", "they"], "Game Shelf's data can't simply be updated: after BoardGameGeek's backend changes, the whole BGG collection can no longer be exported.", author="u2")

    y1 = (U, "[Feature Request] Boardgame import from Board Game Geek", "u1")
    y2 = (U, "It would be very nice to have an importer for bgg (boardgamegeek.com) collection of board games.", "u1")
    y3 = (U, "I suggest that wishlisted games stay as planned and previous owned as paused or dropped", "u1")
    y4 = (U, "I created a PR for an importer, because i had the same issue.", "u2")
    y5 = "Great work! Thank you very much!\nI would just suggest that `preordered` to be put in progress (since you are only waiting for it to arrive) and `own` as completed"
    rec(P2_YAM1565, [y1], y2[1], True, "ellipsis", [], "It would be very nice for Yamtrack to have an importer for a BoardGameGeek board game collection.", author="u1")
    rec(P2_YAM1565, [y1, y2], y3[1], True, "ellipsis", [], "In a Yamtrack import of a BGG collection, wishlisted games should become planned and previously owned games paused or dropped.", author="u1")
    rec(P2_YAM1565, [y1, y2, y3], y4[1], True, "ellipsis", ["an importer", "the same issue"], "I opened a pull request adding a BoardGameGeek collection importer to Yamtrack.", author="u2")
    rec(P2_YAM1565, [y1, y2, y3, y4], y5, True, "ellipsis", [], "For the Yamtrack BGG importer pull request, I suggest mapping BGG's `preordered` status to in progress and `own` to completed.", author="u1")
    lend(P2_YAM1565, [y1], P2_B_API, SAME, P2_NEME102)

    t1 = (U, "Board Game List", "u1")
    t2 = (U, "Something simple may be OK here, just a list of boardgames and who provided them.  (similar to the Karaoke list)", "u1")
    t3 = (U, "If later events occurs, maybe even add the option to link it to an event so that people can schedule larger games like BattleStar Galactica.", "u1")
    t4 = "Bonus points if able to import from the BoardGameGeek site: boardgamegeek.com/collection/user/jococruisecrazy"
    lend(P2_TWIT239, [t1], P2_B_API, SAME, P2_NEME102)
    rec(P2_TWIT239, [t1], t2[1], True, "ellipsis", ["here"], "For twitarr's board game list, something simple may be OK: a list of board games and who provided them, like the karaoke list.", author="u1")
    rec(P2_TWIT239, [t1, t2], t3[1], True, "pronoun", ["it"], "Later, twitarr's board game list could link a game to an event so people can schedule larger games like Battlestar Galactica.", author="u1")
    rec(P2_TWIT239, [t1, t2, t3], t4, True, "ellipsis", ["Bonus points"], "Ideally twitarr's board game list could import from the BoardGameGeek collection boardgamegeek.com/collection/user/jococruisecrazy.", author="u1")


def P2_transit(rec, U, A, lend, SAME, SELF) -> None:  # noqa: PLR0915
    # ---- public transport timetables: GTFS stop times and realtime feeds ----
    o1 = (U, "Reading GTFS data fails in 0.19 but works in 0.18", "u1")
    o2 = (U, P2_T_OTP, "u1")
    o3 = "`feedvalidator` gives no errors and the same data files work fine with OTP 0.18."
    # Names the feed, the server and the exception in full: the opener's own trap.
    rec(P2_OTP2113, [o1], o2[1], False, SAME, [], None, author="u1")
    rec(P2_OTP2113, [o1, o2], o3, True, "ellipsis", ["the same data files"], "feedvalidator reports no errors for the Omnitrans GTFS feed, and the same GTFS and OSM files work fine with OpenTripPlanner 0.18 (0.19 fails to interpolate stop times).", author="u1")
    lend(P2_OTP2113, [o1], P2_T_MIX, SAME, P2_GBT71)

    x1 = (U, "First stop of each trip in stop_times.txt is timed 12 hours early where trip starts after 13:00", "u1")
    x2 = (U, "Issue exists in UK Traveline and National Coach datasets, so should be easily reproduced.", "u1")
    x3 = (U, "For example with a recent coach dataset, the error becomes apparent from the 12th trip in the outputted stop_times.", "u1")
    x4 = "Thanks for reporting this issue. It has been fixed and released as 1.0.6"
    rec(P2_TX4, [x1], x2[1], True, "ellipsis", ["Issue"], "transxchange2gtfs timing the first stop of trips after 13:00 12 hours early in stop_times.txt happens with the UK Traveline and National Coach datasets, so it should be easy to reproduce.", author="u1")
    rec(P2_TX4, [x1, x2], x3[1], True, "pronoun", ["the error"], "With a recent National Coach dataset, transxchange2gtfs's 12-hours-early first stop time shows from the 12th trip of the output stop_times.txt.", author="u1")
    rec(P2_TX4, [x1, x2, x3], x4, True, "pronoun", ["this issue", "It"], "transxchange2gtfs's bug timing the first stop of afternoon trips 12 hours early is fixed in release 1.0.6.", author="u2")
    lend(P2_TX4, [x1], P2_T_MIX, SAME, P2_GBT71)
    lend(P2_TX4, [x1, x2], P2_T_OTP, SAME, P2_OTP2113)

    g1 = (U, "Remove pass times from the generated GTFS", "u1")
    g2 = (U, "The generated GTFS have pass times included as stop times which are factually wrong. They are removed in the pull request.", "u1")
    g3 = (U, "Unadvertised stops remain as stops in the GTFS.", "u1")
    g5 = (A, "In the past this has resulted in departures leaving before the train arrives.", "u2")
    g6 = "OK I believe it is the case"
    rec(P2_GBT71, [g1], g2[1], True, "ellipsis", ["The generated GTFS"], "gb-transit's generated GTFS includes timing-point pass times as stop times, which is factually wrong; this pull request removes them.", author="u1")
    rec(P2_GBT71, [g1, g2], g3[1], True, "ellipsis", ["the GTFS"], "With pass times removed, unadvertised stops remain as stops in gb-transit's generated GTFS.", author="u1")
    # The maintainer's general claim about GTFS times, complete in itself: a trap.
    rec(P2_GBT71, [g1, g2, g3], P2_T_MIX, False, SELF, [], None, author="u2")
    rec(P2_GBT71, [g1, g2, g3, (A, P2_T_MIX, "u2")], g5[1], True, "pronoun", ["this"], "Mixing public and scheduled arrival times in gb-transit's GTFS has in the past produced departures leaving before the train arrives.", author="u2")
    rec(P2_GBT71, [g1, g2, g3, (A, P2_T_MIX, "u2"), g5], g6, True, "pronoun", ["it"], "I agree that mixing public and scheduled times in gb-transit's GTFS still gives departures before arrivals (some sleeper trains).", author="u1")

    w1 = (U, "Coaches not updating properly, departure predictions inaccurate", "u1")
    w2 = (U, "I've noticed some strange behavior in the GTFS-rt feeds that I wanted to bring to your attention.", "u1")
    w3 = (U, "Essentially, coaches seem to get \"stuck\" at a stop. From that point on, estimates are generated assuming it's about to depart that stop, the coach does not roll into its next trip, and the future departures are shown as very late—it's as if the bus is just sitting there. However, the coordinates continue to update and show that it's moving.", "u1")
    w4 = (U, "The example below shows a case of this this morning. Coach 809 got \"stuck\" at Lakeway Dr & Humboldt St, and it stayed on that trip (533 to Downtown).", "u1")
    w5 = "Because the coordinate appears to be accurate, this looks like an issue with the system not detecting when the coach has departed the zone"
    rec(P2_WTA6, [w1], w2[1], True, "pronoun", ["the GTFS-rt feeds", "your"], "I've noticed strange behaviour in the Whatcom Transportation Authority's GTFS-realtime feeds.", author="u1")
    rec(P2_WTA6, [w1, w2], w3[1], True, "ellipsis", ["coaches"], "In WTA's GTFS-realtime feeds, coaches get stuck at a stop: predictions assume the coach is about to depart it, it never rolls into its next trip and later departures show very late, while its coordinates keep moving.", author="u1")
    rec(P2_WTA6, [w1, w2, w3], w4[1], True, "pronoun", ["this", "that trip"], "This morning WTA coach 809 got stuck in the GTFS-realtime feed at Lakeway Dr & Humboldt St on trip 533 to Downtown.", author="u1")
    rec(P2_WTA6, [w1, w2, w3, w4], w5, True, "pronoun", ["the coordinate", "this"], "Since WTA's reported coach coordinates look accurate, the stuck GTFS-realtime predictions look like the system failing to detect a coach leaving a stop's zone.", author="u1")
    lend(P2_WTA6, [w1], P2_T_MIX, SAME, P2_GBT71)

    p1 = (U, "Invalid stop times", "u1")
    p2 = (U, "Thanks for providing this GTFS feed!", "u1")
    p3 = (U, "Since today, gtfsclean / gtfstidy complain about\n```\nstop_times.txt:13 - max representable time is '127:59:59', found '149:09:00' for field arrival_time\n```\nwhen processing this feed.", "u1")
    p4 = (U, "This seems to be correct judging from the GTFS validator: https://gtfs-validator-results.mobilitydata.org/39275a61-e674-4da2-8be3-b95ef5277668/report.html", "u1")
    p5 = "This seems to no longer be an issue in the latest version – I presume this was due to some mistake in the source data."
    rec(P2_PKP1, [p1], p2[1], True, "pronoun", ["this GTFS feed"], "Thanks for providing the PKP Intercity GTFS feed!", author="u1")
    rec(P2_PKP1, [p1, p2], p3[1], True, "pronoun", ["this feed"], "Since today, gtfsclean/gtfstidy report on the PKP Intercity GTFS feed: stop_times.txt:13 - max representable time is '127:59:59', found '149:09:00' for field arrival_time.", author="u1")
    rec(P2_PKP1, [p1, p2, p3], p4[1], True, "pronoun", ["This"], "The GTFS validator also reports the PKP Intercity feed's arrival_time of 149:09:00 in stop_times.txt as invalid.", author="u1")
    rec(P2_PKP1, [p1, p2, p3, p4], p5, True, "pronoun", ["This", "this"], "The invalid 149:09:00 stop time no longer appears in the latest PKP Intercity GTFS feed; it was presumably a mistake in the source data.", author="u2")
    lend(P2_PKP1, [p1], P2_T_MIX, SAME, P2_GBT71)
    lend(P2_PKP1, [p1, p2], P2_T_OTP, SAME, P2_OTP2113)

    q1 = (U, "Some bus times are wrong", "u1")
    q2 = (U, "I've noticed that some bus times are wrong in the app. Can someone update these or give direction where to look and I can make a PR.", "u1")
    q3 = (A, "Hey Kaarel, thanks for reporting! I have encountered wrong times myself last week: on Thursday it was using a weekend schedule.", "u2")
    q4 = (A, "This is most likely a [server](https://github.com/Zverik/ansible_otp) error, but I don't see it straight away: the GTFS feed was downloaded last night, and the OTP instance was propertly restarted.", "u2")
    q5 = "The arrival timetable is downloaded by the app straight from the transport agency, and it looks more or less correct."
    lend(P2_QBUS4, [q1], P2_T_OTP, SAME, P2_OTP2113)
    rec(P2_QBUS4, [q1], q2[1], True, "ellipsis", ["the app", "these"], "Some bus times in the quick_bus app are wrong; can someone update them or tell me where to look so I can make a PR?", author="u1")
    rec(P2_QBUS4, [q1, q2], q3[1], True, "ellipsis", ["wrong times", "it"], "I also saw wrong bus times in quick_bus last week: on Thursday it used a weekend schedule.", author="u2")
    rec(P2_QBUS4, [q1, q2, q3], q4[1], True, "pronoun", ["This", "it"], "quick_bus's wrong bus times are most likely an error of its OpenTripPlanner server, though the GTFS feed was downloaded last night and the OTP instance properly restarted.", author="u2")
    rec(P2_QBUS4, [q1, q2, q3, q4], q5, True, "ellipsis", ["the app"], "quick_bus downloads its stop arrival timetable straight from the transport agency, and that timetable looks more or less correct.", author="u2")

    b1 = (U, "Sometimes stop information for a route is off by about 30 minutes", "u1")
    b2 = (U, "> A moderate percentage of the time the route data loaded for a specific stop bus time will be clearly the wrong data. Usually (always?) one something like half an hour later.", "u1")
    b3 = (U, "> For example, I took the two screenshots shown just now. The \"header\" for the bus shows the bus time I tapped, but the route bus below clearly isn't the on I tapped.", "u1")
    b4 = "@aaronbrethorst Not sure what this user is saying? What header is he referring to and what exactly is off by 30 mins?"
    lend(P2_OBA1035, [b1], P2_T_OTP, SAME, P2_OTP2113)
    rec(P2_OBA1035, [b1], b2[1], True, "ellipsis", [], "A OneBusAway iPhone user reports that fairly often the route data loaded for a bus time at a stop is clearly wrong, usually a trip about half an hour later.", author="u1")
    rec(P2_OBA1035, [b1, b2], b3[1], True, "ellipsis", ["the two screenshots", "the route bus below"], "In the user's OneBusAway screenshots, the header shows the bus time they tapped, but the route's bus below clearly isn't the one tapped.", author="u1")
    rec(P2_OBA1035, [b1, b2, b3], b4, True, "pronoun", ["this user", "he"], "@aaronbrethorst, what is the OneBusAway user reporting wrong stop information saying: which header do they mean, and what exactly is off by 30 minutes?", author="u2")
