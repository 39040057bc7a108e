"""A team whose documents are in German, Spanish, Italian, Portuguese, Dutch, Russian, Japanese or
Chinese gets offline answers.

The index reads every script; the question is read the same way (case- and accent-folded,
Chinese and Japanese as character bigrams), so a question in the documents'
language finds and quotes the section it asks about, and one about something
the documents do not hold still finds nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.sources.corpus import CorpusSource
from tests.fakes.documents import ask, index_documents

DOCUMENTS = {
    "lager/de/dateien.md": (
        "# Lagerverwaltung\n\n## Maximale Größe einer Datei\n\n"
        "Die maximale Größe einer hochgeladenen Datei beträgt 50 Megabyte. Größere Dateien werden abgelehnt.\n\n"
        "## Straßennamen\n\nJede Adresse enthält den Straßennamen und die Hausnummer.\n"
    ),
    "lager/es/servidor.md": (
        "# Guía del servidor\n\n## Configuración del servidor\n\n"
        "La configuración del servidor se guarda en el archivo ajustes.toml. Cambie allí el puerto.\n\n"
        "## Copias de seguridad\n\nLa copia de seguridad se ejecuta cada noche.\n"
    ),
    "lager/it/server.md": (
        "# Guida del server\n\n## Porta del server\n\n"
        "La porta del server si imposta nel file impostazioni.toml. Il valore predefinito è 8080.\n\n"
        "## Backup\n\nIl backup viene eseguito ogni notte.\n"
    ),
    "lager/pt/servidor.md": (
        "# Guia do servidor\n\n## Porta do servidor\n\n"
        "A porta do servidor é definida no arquivo definicoes.toml, que está na pasta de configuração e "
        "pode ser mudada por um administrador. O valor padrão é 8080.\n\n"
        "## Cópias de segurança\n\nA cópia de segurança é executada todas as noites.\n"
    ),
    "lager/nl/server.md": (
        "# Serverhandleiding\n\n## Poort van de server\n\n"
        "De poort van de server staat in het bestand instellingen.toml. De standaardwaarde is 8080.\n\n"
        "## Back-ups\n\nDe back-up wordt elke nacht uitgevoerd.\n"
    ),
    "lager/ru/rezerv.md": (
        "# Руководство администратора\n\n## Резервное копирование\n\n"
        "Резервное копирование базы данных выполняется каждую ночь в два часа.\n\n"
        "## Журнал событий\n\nЖурнал событий хранится тридцать дней.\n"
    ),
    "lager/ja/cache.md": (
        "# 運用ガイド\n\n## キャッシュの設定\n\n"
        "キャッシュの有効期限は設定ファイルで変更できます。\n\n## ログ\n\nログは三十日間保存されます。\n"
    ),
    "lager/zh/persist.md": (
        "# 部署指南\n\n## 数据持久化\n\n"
        "数据持久化默认开启，快照每五分钟写入磁盘。\n\n## 监控\n\n监控面板显示内存使用情况。\n"
    ),
}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(Path(tmp_path_factory.mktemp("scripts")), DOCUMENTS)


@pytest.mark.parametrize(
    ("question", "quoted", "document"),
    [
        ("Wie groß darf eine Datei höchstens sein? Welche maximale Größe?", "50 Megabyte", "lager/de/dateien.md"),
        ("¿Dónde se guarda la configuración del servidor?", "ajustes.toml", "lager/es/servidor.md"),
        ("Dove si imposta la porta del server?", "impostazioni.toml", "lager/it/server.md"),
        ("Onde se define a porta do servidor?", "definicoes.toml", "lager/pt/servidor.md"),
        ("Waar staat de poort van de server?", "instellingen.toml", "lager/nl/server.md"),
        ("Когда выполняется резервное копирование?", "каждую ночь в два часа", "lager/ru/rezerv.md"),
        ("キャッシュの有効期限はどこで変更できますか？", "設定ファイルで変更できます", "lager/ja/cache.md"),
        ("数据持久化默认开启吗？", "快照每五分钟写入磁盘", "lager/zh/persist.md"),
        # Typed without accents, as on a phone or a US keyboard: "configuracion" alone, not
        # the English "configuration" one letter away, is the section's "configuración".
        ("¿Donde esta la configuracion?", "ajustes.toml", "lager/es/servidor.md"),
        ("Configuracion?", "ajustes.toml", "lager/es/servidor.md"),
        # A typo in an accented word is mended against the index's (folded) words.
        ("¿Donde esta la configuraciin?", "ajustes.toml", "lager/es/servidor.md"),
    ],
)
async def test_a_question_in_the_documents_language_finds_and_quotes_its_section(
    corpus: CorpusSource, question: str, quoted: str, document: str
) -> None:
    result = await ask(corpus, question)
    # The quick answer quotes the section and cites first the document it was written in.
    assert quoted in result.reports.quick, result.reports.quick
    assert result.citations[0].path == document


@pytest.mark.parametrize(
    "question",
    [
        "Wie backe ich ein Roggenbrot?",
        # The documents know "Größe", not bread rolls: an unseen accented word is a subject.
        "Größe eines Brötchens?",
        "¿Cómo se prepara una paella?",
        "Как испечь хлеб?",
        "Какой хлеб хранится в базе данных?",
        "パンの焼き方は？",
        "怎么做饺子？",
        # Their function words ("una", "de", "en", "el"; "le", "du"; "die", "und", "auf") are
        # known to the documents, but they are not what is asked: only "servidor", "serveur"
        # or "Datei" is, beside three unseen subjects.
        "¿Cuánto cuesta una paella de mariscos en el servidor?",
        "Combien coûte le fromage du serveur de la cantine ?",
        "Wie schmeckt die Bratwurst und die Brezel auf der Datei?",
        # Likewise "una", "nel"; "de", "na"; "een", "van", "de": only "server", "porta" or
        # "servidor" is known, beside unseen subjects at least as many.
        "Quanto costa una pizza margherita nel server?",
        "Quanto custa um pastel de nata na porta do servidor?",
        "Wat kost een stroopwafel van de server?",
    ],
)
async def test_an_off_topic_question_in_the_documents_language_still_finds_nothing(
    corpus: CorpusSource, question: str
) -> None:
    result = await ask(corpus, question)
    assert result.found is False, result.reports.quick
    assert result.citations == []


async def test_an_unaccented_answer_keeps_the_documents_accents_verbatim(corpus: CorpusSource) -> None:
    result = await ask(corpus, "¿Donde esta la configuracion?")
    # Folding is for finding only: the quote is the document's own text.
    assert "La configuración del servidor se guarda en el archivo ajustes.toml" in result.reports.quick


@pytest.fixture(scope="module")
def one_japanese_paragraph(tmp_path_factory: pytest.TempPathFactory) -> CorpusSource:
    return index_documents(
        Path(tmp_path_factory.mktemp("ja")),
        {
            "ops/ja/cache.md": (
                "# 運用ガイド\n\n## キャッシュ\n\n"
                "キャッシュの有効期限は設定ファイルで変更できます。"
                "ログは三十日間保存され、毎晩圧縮されて別のディスクへ移されます！"
                "監視画面は管理者だけが開けます。\n"
            ),
        },
    )


async def test_a_japanese_answer_quotes_the_asked_sentence_without_the_rest_of_its_paragraph(
    one_japanese_paragraph: CorpusSource,
) -> None:
    result = await ask(one_japanese_paragraph, "キャッシュの有効期限はどこで変更できますか？")
    # The asked sentence is a quote of its own, cited where it ends ...
    assert "キャッシュの有効期限は設定ファイルで変更できます。 [1]" in result.reports.quick, result.reports.quick
    # ... and the paragraph's last sentence, about something else, is not quoted along with it.
    assert "監視画面" not in result.reports.quick, result.reports.quick
