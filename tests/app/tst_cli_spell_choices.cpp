// Issue 34, the spells left to the GM, end to end through `hexkeeper-cli combat cast` with scripted dice: the
// options that shape one spell — Aid's --attribute (000 l.584), Teleport's --hex and --facing (000 l.672),
// Darkness's --hexes (002 l.527) — and their refusals in words.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCliSpellChoices : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    // Two wolves in encounter 1 (wolf-1 at 5,5 facing S, wolf-2 at 5,6 facing N), in the action phase.
    QString wolves(const QString& name, const QString& ruleset)
    {
        m_path = m_dir.filePath(name + QStringLiteral(".hkc"));
        if (runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"), ruleset}).exitCode != 0
            || runCli({QStringLiteral("combat"), QStringLiteral("new"), m_path, QStringLiteral("Den")}).exitCode != 0)
            return QStringLiteral("campaign or combat new");
        for (const char* side : {"1", "2"}) {
            if (runCombat("add", m_path, QStringLiteral("1"), {QStringLiteral("--creature"), QStringLiteral("wolf"), QStringLiteral("--side"), QLatin1String(side)}).exitCode != 0)
                return QStringLiteral("add");
        }
        if (runCombat("place", m_path, QStringLiteral("1"), {QStringLiteral("wolf-1"), QStringLiteral("5,5"), QStringLiteral("--facing"), QStringLiteral("S")}).exitCode != 0
            || runCombat("place", m_path, QStringLiteral("1"), {QStringLiteral("wolf-2"), QStringLiteral("5,6"), QStringLiteral("--facing"), QStringLiteral("N")}).exitCode != 0
            || runCombat("start", m_path, QStringLiteral("1"), {}).exitCode != 0
            || runCombat("initiative", m_path, QStringLiteral("1"), {}, QStringLiteral("6,1")).exitCode != 0)
            return QStringLiteral("place, start or initiative");
        for (int i = 0; i < 6; ++i) {
            const CliResult s = runCombat("show", m_path, QStringLiteral("1"), {QStringLiteral("--json")});
            if (QJsonDocument::fromJson(s.out.toUtf8()).object().value(QLatin1String("phase")).toString() == QLatin1String("actions"))
                return {};
            if (runCombat("next", m_path, QStringLiteral("1"), {}).exitCode != 0)
                return QStringLiteral("next");
        }
        return QStringLiteral("no action phase");
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void cast_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("args");   // after CASTER SPELL
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("words");      // in the output, or the error
        const QString wizard = QStringLiteral("tft-wizard-1978");
        QTest::newRow("000 l.584 Aid raises the DX asked for")
            << wizard << QStringList{"wolf-1", "aid", "--target", "wolf-2", "--st", "2", "--attribute", "dx"} << 0 << "gains 2 DX from Aid";
        QTest::newRow("000 l.584 Aid asks which attribute")
            << wizard << QStringList{"wolf-1", "aid", "--target", "wolf-2", "--st", "2"} << 1 << "Say which attribute Aid raises";
        QTest::newRow("--attribute takes st, dx or iq")
            << wizard << QStringList{"wolf-1", "aid", "--target", "wolf-2", "--st", "2", "--attribute", "luck"} << 2 << "--attribute takes st, dx or iq";
        QTest::newRow("000 l.672 Teleport to a hex, facing as asked")
            << wizard << QStringList{"wolf-1", "teleport", "--hex", "9,5", "--facing", "SE"} << 0 << "blinks from 5,5 to 9,5";
        QTest::newRow("002 l.527 Darkness on the hexes named")
            << QStringLiteral("tft-advanced-wizard-1980") << QStringList{"wolf-1", "darkness", "--hexes", "5,8 6,8"} << 0
            << "puts out every light in 5,8 6,8";
    }
    void cast()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, words);
        const QString made = wolves(QString::fromLatin1(QTest::currentDataTag()).left(8).replace(QLatin1Char(' '), QLatin1Char('-'))
                                        + QString::number(qHash(QString::fromLatin1(QTest::currentDataTag()))),
                                    ruleset);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        args << QStringLiteral("--unknown-ok");
        const CliResult r = runCombat("cast", m_path, QStringLiteral("1"), args, QStringLiteral("2,2,2"));
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.out + r.err));
        QVERIFY2((r.out + r.err).contains(words), qPrintable(r.out + r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliSpellChoices)
#include "tst_cli_spell_choices.moc"
