"""One vocabulary for every part that reads a question.

Stop words, the words that shape a question without naming its subject,
ordinal positions and question words used to live as separate lists in the
commands, the follow-up detector, the research loop and the quality gate; they
drifted apart ("vs" was a stop word in one, a subject in another). Everything
that needs such a list takes it from here, so a word means the same thing to
routing, follow-up detection, classification and retrieval.
"""

from __future__ import annotations

import re

STOPWORDS: frozenset[str] = frozenset(
    """
    a about above after again against all also am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do does
    doesn't doing don't down during each either else even ever every few for from further get
    gets got had hadn't has hasn't have haven't having he her here hers herself him himself his
    how i i'd i'll i'm i've if in into is isn't it it's its itself just let let's like may me
    many might more most much must mustn't my myself need needs no nor not now of off on once one only
    or other ought our ours ourselves out over own per please quite rather really same shall
    shan't she should shouldn't so some such than that that's the their theirs them themselves
    then there there's these they they'd they'll they're they've this those though through thus
    to too under until up upon us use used uses using very via vs versus was wasn't we we'd we'll
    we're we've were weren't what what's when where which while who whom whose why will with
    within without won't would wouldn't yes yet you you'd you'll you're you've your yours yourself
    yourselves
    """.split()
)

# The function words of the other languages a team may ask in, searched in a question written
# in that language no more than "the" is in English. The Snowball project's stop-word lists
# (snowballstem.org/algorithms/{german,spanish,french,italian,portuguese,dutch}/stop.txt, BSD
# licence; PostgreSQL ships the same lists), with the question words those lists leave out ("cuánto",
# "combien", "warum", "quando", "onde", "hoeveel"); no stop-word package is installed here.
OTHER_STOPWORDS: dict[str, frozenset[str]] = {
    "de": frozenset(
        """
        aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes
        anderm andern anderr anders auch auf aus bei bin bis bist da damit dann der den des dem die das
        daß dass derselbe derselben denselben desselben demselben dieselbe dieselben dasselbe dazu dein
        deine deinem deinen deiner deines denn derer dessen dich dir du dies diese diesem diesen dieser
        dieses doch dort durch ein eine einem einen einer eines einig einige einigem einigen einiger
        einiges einmal er ihn ihm es etwas euer eure eurem euren eurer eures für gegen gewesen hab habe
        haben hat hatte hatten hier hin hinter ich mich mir ihr ihre ihrem ihren ihrer ihres euch im in
        indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine
        keinem keinen keiner keines können könnte machen man manche manchem manchen mancher manches mein
        meine meinem meinen meiner meines mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr
        sein seine seinem seinen seiner seines selbst sich sie ihnen sind so solche solchem solchen
        solcher solches soll sollte sondern sonst über um und uns unsere unserem unseren unser unseres
        unter viel vom von vor während war waren warst was weg weil weiter welche welchem welchen welcher
        welches wenn werde werden wie wieder will wir wird wirst wo wollen wollte würde würden zu zum zur
        zwar zwischen warum wieso weshalb wann wieviel wieviele woher wohin
        """.split()
    ),
    "es": frozenset(
        """
        de la que el en y a los del se las por un para con no una su al lo como más pero sus le ya o
        este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos
        durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro
        otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo
        nosotros mi mis tú te ti tu tus ellas nosotras vosotros vosotras os mío mía míos mías tuyo tuya
        tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra vuestros
        vuestras esos esas estoy estás está estamos estáis están esté estés estemos estéis estén estaba
        estaban estado he has ha hemos habéis han haya hayan había habían habrá soy eres es somos sois
        son sea sean era eran fue fueron sido tengo tienes tiene tenemos tienen tenía cuánto cuánta
        cuántos cuántas cómo dónde cuál cuáles quién
        """.split()
    ),
    "fr": frozenset(
        """
        au aux avec ce ces dans de des du elle en et eux il ils je la le les leur lui ma mais me même mes
        moi mon ne nos notre nous on ou où par pas pour qu que qui sa se ses son sur ta te tes toi ton tu
        un une vos votre vous c d j l à m n s t y été étée étées étés étant suis es est sommes êtes sont
        serai sera serons seront serait étais était étions étaient fut sois soit soient ayant eu ai as
        avons avez ont aura aurait avais avait avaient ait aient comment combien pourquoi quand quel
        quelle quels quelles
        """.split()
    ),
    "it": frozenset(
        """
        ad al allo ai agli all agl alla alle con col coi da dal dallo dai dagli dall dagl dalla
        dalle di del dello dei degli dell degl della delle in nel nello nei negli nell negl nella
        nelle su sul sullo sui sugli sull sugl sulla sulle per tra contro io tu lui lei noi voi loro
        mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra
        vostri vostre mi ti ci vi lo la li le gli ne il un uno una ma ed se perché anche come dov
        dove che chi cui non più quale quanto quanti quanta quante quello quelli quella quelle
        questo questi questa queste si tutto tutti a c e i l o ho hai ha abbiamo avete hanno abbia
        abbiate abbiano avrò avrai avrà avremo avrete avranno avrei avresti avrebbe avremmo avreste
        avrebbero avevo avevi aveva avevamo avevate avevano ebbi avesti ebbe avemmo aveste ebbero
        avessi avesse avessimo avessero avendo avuto avuta avuti avute sono sei è siamo siete sia
        siate siano sarò sarai sarà saremo sarete saranno sarei saresti sarebbe saremmo sareste
        sarebbero ero eri era eravamo eravate erano fui fosti fu fummo foste furono fossi fosse
        fossimo fossero essendo faccio fai facciamo fanno faccia facciate facciano farò farai farà
        faremo farete faranno farei faresti farebbe faremmo fareste farebbero facevo facevi faceva
        facevamo facevate facevano feci facesti fece facemmo faceste fecero facessi facesse
        facessimo facessero facendo sto stai sta stiamo stanno stia stiate stiano starò starai starà
        staremo starete staranno starei staresti starebbe staremmo stareste starebbero stavo stavi
        stava stavamo stavate stavano stetti stesti stette stemmo steste stettero stessi stesse
        stessimo stessero stando quando quali qual cosa
        """.split()
    ),
    "pt": frozenset(
        """
        de a o que e do da em um para com não uma os no se na por mais as dos como mas ao ele das à
        seu sua ou quando muito nos já eu também só pelo pela até isso ela entre depois sem mesmo
        aos seus quem nas me esse eles você essa num nem suas meu às minha numa pelos elas qual nós
        lhe deles essas esses pelas este dele tu te vocês vos lhes meus minhas teu tua teus tuas
        nosso nossa nossos nossas dela delas esta estes estas aquele aquela aqueles aquelas isto
        aquilo estou está estamos estão estive esteve estivemos estiveram estava estávamos estavam
        estivera estivéramos esteja estejamos estejam estivesse estivéssemos estivessem estiver
        estivermos estiverem hei há havemos hão houve houvemos houveram houvera houvéramos haja
        hajamos hajam houvesse houvéssemos houvessem houver houvermos houverem houverei houverá
        houveremos houverão houveria houveríamos houveriam sou somos são era éramos eram fui foi
        fomos foram fora fôramos seja sejamos sejam fosse fôssemos fossem for formos forem serei
        será seremos serão seria seríamos seriam tenho tem temos tém tinha tínhamos tinham tive teve
        tivemos tiveram tivera tivéramos tenha tenhamos tenham tivesse tivéssemos tivessem tiver
        tivermos tiverem terei terá teremos terão teria teríamos teriam quanto quanta quantos
        quantas onde quais porque porquê
        """.split()
    ),
    "nl": frozenset(
        """
        de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om
        hem dan zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar
        naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat iets worden toch al
        waren veel meer doen toen moet ben zonder kan hun dus alles onder ja eens hier wie werd
        altijd doch wordt wezen kunnen ons zelf tegen na reeds wil kon niets uw iemand geweest
        andere hoeveel waar waarom wanneer welke welk waarmee
        """.split()
    ),
}

# Words that shape a question but say nothing about its subject. Intent words
# still tell which sentences answer it ("difference", "fix"); filler does not.
INTENT_WORDS: frozenset[str] = frozenset(
    """
    best better choose choosing compare compared comparing comparison difference differences
    different differ explain fix fixing pick prefer recommend recommended tips versus vs
    """.split()
)
FILLER_WORDS: frozenset[str] = frozenset(
    """
    ask describe detail details guide help idea ideas know learn mean means should tell thanks
    thing things want way ways work works
    """.split()
)
QUESTION_WORDS: frozenset[str] = INTENT_WORDS | FILLER_WORDS

# Words that say how something is asked or refer to the conversation itself
# ("the option you mentioned", "go deeper"): they never make a question about
# a new subject.
GENERIC_WORDS: frozenset[str] = QUESTION_WORDS | frozenset(
    """
    make made do does get set working use need find show explain happen happens
    look would could much many good bad ok okay exactly though actually sorry wait meant
    stuff part bit point one ones option options again instead also else
    question questions answer more deeper deep go going back first second third fourth
    fifth last kind sort able possible talk said say yet still now currently today hey please
    pros cons lot really quick try like see check can someone anyone something anything
    cost costs price right wrong sure true false new old latest current dig elaborate
    expand mentioned found compared listed earlier before start original previous number link
    version versions case cases example examples called call matter matters
    """.split()
)

# Words a report command ("show me the detailed version of the first one, please")
# may contain besides its length, position and topic.
COMMAND_FILLER: frozenset[str] = frozenset(
    """show give me the a an please can could would you i get see switch to of for it that this
    just want let's lets have send post display back again now instead version versions one
    more go with as in into pls plz""".split()
)

# Positions in a list, 1-based; -1 is the last item.
ORDINALS: dict[str, int] = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
    "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8,
    "ninth": 9, "9th": 9, "tenth": 10, "10th": 10, "last": -1, "latter": -1, "former": 1,
}
# Numbers said in words, as a source is named after its noun ("source two").
NUMBER_WORDS: dict[str, int] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}
# Positions counted back from now, for "the previous answer": -1 is the newest.
RECENCY: dict[str, int] = {"last": -1, "latest": -1, "previous": -2, "earlier": -2}
ORDINAL_PATTERN = "|".join(sorted(ORDINALS, key=len, reverse=True))

PRONOUNS: frozenset[str] = frozenset("it its they them their theirs".split())

# The structure of a question: how it opens and which auxiliary carries it.
WH_WORDS: tuple[str, ...] = ("what", "how", "why", "which", "when", "where", "who", "whom", "whose")
AUXILIARIES: frozenset[str] = frozenset(
    """is are was were do does did can could should would will shall may might must has have had
    isn't aren't wasn't weren't don't doesn't didn't can't couldn't shouldn't wouldn't won't""".split()
)
FIRST_PERSON: frozenset[str] = frozenset("i we my our me us i'm we're i've we've".split())
SECOND_PERSON: frozenset[str] = frozenset("you your yours you're you've u ur".split())
# Greetings and thanks address the people in a thread, not the question: commands answer
# them in kind ("hi team!"), search strips them from a question. Regex alternations, so
# each reader keeps its own anchoring. The follow-up reader (`core.followup.rewrite`)
# keeps the narrower lists its shipped model was fitted and scored with; widening them
# changes the fitted features, so it waits for a retrain with a fresh locked part.
GREETING_PATTERN = r"hi|hello|hey|heya|hiya|yo|howdy|greetings|good (?:morning|afternoon|evening)"
# Put right after a greeting that opens a question: "Hello world" (or "Hello, world") is the first
# program a tutorial builds, no one greeted ("Hello world example fails to build"); "Hello! world
# maps ..." still greets. The same guard as the follow-up reader's (irev36).
NOT_HELLO_WORLD = r"(?![\s,]+world\b)"
ADDRESSEE_PATTERN = r"there|bot|team|all|everyone|everybody|folks|guys|y'?all|people|friends|peeps"
THANKS_PATTERN = r"thanks|thank you|thx|ty|tia|cheers|much appreciated|appreciate it"

# What people call the thing a thread is about when they ask its makers ("this project",
# "the app", "your library"): asked in its thread, such a question is about it.
PROJECT_NOUNS: frozenset[str] = frozenset(
    "project repo repository library lib package module tool app application software program plugin extension "
    "bot model api sdk framework code codebase feature implementation paper work script website site service "
    "server image container version release".split()
)

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def question_shape(text: str) -> list[str]:
    """Coarse structural tags of a question: its wh-word, the auxiliary after it,
    whether it speaks in the first person, and whether it is phrased as a question.

    These generalise across subjects ("how does X work" and "how does Y work"
    share the tags `wh:how`, `wh_aux:how_does`) where word n-grams do not.
    """
    lower = text.lower()
    toks = _WORD.findall(lower)
    tags: list[str] = []
    wh = next((i for i, t in enumerate(toks[:12]) if t in WH_WORDS), None)
    if wh is not None:
        word = toks[wh]
        tags.append(f"wh:{word}")
        nxt = toks[wh + 1] if wh + 1 < len(toks) else ""
        if nxt in AUXILIARIES or nxt in {"to", "much", "many", "come", "long", "often"}:
            tags.append(f"wh_aux:{word}_{nxt}")
        if wh == 0:
            tags.append("wh_first")
    elif toks and toks[0] in AUXILIARIES:
        tags.append(f"yesno:{toks[0]}")
    elif toks:
        tags.append("statement")
    if FIRST_PERSON & set(toks):
        tags.append("first_person")
    if lower.rstrip().endswith("?"):
        tags.append("qmark")
    return tags


# Words that carry a question's form rather than its subject: wh-words, auxiliaries,
# pronouns, prepositions, and the verbs and nouns the question types are asked with.
_FORM_WORDS: frozenset[str] = frozenset(WH_WORDS) | AUXILIARIES | frozenset(
    """i we you it they my our your a an the this that these those to from in on at of for with into by
    and or but not no vs versus than instead rather between
    use using used work works working set setup up get make run fix migrate move switch connect integrate send
    cost costs pay price free deploy scale design structure best way possible difference better error fail fails
    failing crash support plan plans add any there still maintained release""".split()
)
_SKELETON_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def question_skeleton(text: str) -> list[str]:
    """The question with every subject word replaced by `_` (runs collapsed):
    "How do I migrate from Heroku to Render?" -> how do i migrate from _ to _"""
    out: list[str] = []
    for tok in _SKELETON_TOKEN.findall(text.lower()):
        word = tok if tok in _FORM_WORDS else "_"
        if not (word == "_" and out and out[-1] == "_"):
            out.append(word)
    return out
