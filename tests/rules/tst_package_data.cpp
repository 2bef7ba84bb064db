// The shipped packages against the books: every package loads, every entry names its source line and that
// line really carries the entry's name, and the spot checks and counts in tests/rules/spotcheck (read from
// the seed texts by hand) match the data.
#include "TestSupport.h"

#include "packages/RulesetPackage.h"
#include "StrictTest.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace hk;

namespace {

// Follows a dot path ("cost.st", "attacks.0.damage") into a JSON value.
QJsonValue follow(QJsonValue value, const QString& path)
{
    for (const QString& part : path.split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        if (isIndex && value.isArray())
            value = value.toArray().at(index);
        else
            value = value.toObject().value(part);
    }
    return value;
}

QString normalise(QString text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    text = text.toCaseFolded();
    text.replace(QChar(0x2019), QLatin1Char('\'')).replace(QChar(0x2018), QLatin1Char('\''));
    text.replace(QChar(0x2013), QLatin1Char('-')).replace(QChar(0x2014), QLatin1Char('-'));
    text.remove(QLatin1Char('*')).remove(QLatin1Char('\\'));
    return text.replace(space, QStringLiteral(" "));
}

const RulesetPackage* packageForSpotcheck(const QString& fileName)
{
    const RulesetPackage* best = nullptr;
    for (const RulesetPackage* p : test::registry().packages()) {
        if (fileName.startsWith(p->id()) && (!best || p->id().size() > best->id().size()))
            best = p;
    }
    return best;
}

} // namespace

class TestPackageData : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void everyPackageLoads()
    {
        QStringList errors;
        const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        for (const char* id : {"tft-wizard-1978", "tft-advanced-wizard-1980", "warrior-and-wizard-0.10", "wiz-war"})
            QVERIFY2(registry.find(QLatin1String(id)), id);
        const QList<const RulesetPackage*> chain = registry.chain(QStringLiteral("tft-advanced-wizard-1980"));
        QCOMPARE(chain.size(), 2);
        QCOMPARE(chain.at(1)->id(), QStringLiteral("tft-wizard-1978"));
    }

    void wizardSpellTable_data()
    {
        QTest::addColumn<int>("iq");
        QTest::addColumn<int>("count");
        const int perLevel[] = {6, 7, 6, 8, 8, 8, 6, 7, 6};
        for (int iq = 8; iq <= 16; ++iq)
            QTest::addRow("IQ %d", iq) << iq << perLevel[iq - 8];
    }

    void wizardSpellTable()
    {
        QFETCH(int, iq);
        QFETCH(int, count);
        const RulesetPackage* p = test::registry().find(QStringLiteral("tft-wizard-1978"));
        int n = 0;
        for (const RuleEntry* e : p->entries(QStringLiteral("spell")))
            n += e->intField(QStringLiteral("iq")) == iq;
        QCOMPARE(n, count);
    }

    void spotChecks_data()
    {
        QTest::addColumn<QString>("file");
        QDirIterator it(QStringLiteral(HK_SOURCE_DIR "/tests/rules/spotcheck"), {QStringLiteral("*.json")});
        while (it.hasNext()) {
            it.next();
            QTest::newRow(qPrintable(it.fileName())) << it.filePath();
        }
    }

    void spotChecks()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject spec = QJsonDocument::fromJson(f.readAll()).object();
        const RulesetPackage* package = packageForSpotcheck(QFileInfo(file).completeBaseName());
        QVERIFY2(package, qPrintable(QStringLiteral("no package for %1").arg(file)));

        const QJsonObject counts = spec.value(QLatin1String("counts")).toObject();
        for (auto c = counts.begin(); c != counts.end(); ++c) {
            const QString kind = c.key().section(QLatin1Char('@'), 0, 0);
            const QString filter = c.key().section(QLatin1Char('@'), 1);
            const QString field = filter.section(QLatin1Char('='), 0, 0);
            const QString wanted = filter.section(QLatin1Char('='), 1);
            int n = 0;
            for (const RuleEntry* e : package->entries(kind)) {
                if (filter.isEmpty())
                    ++n;
                else {
                    const QJsonValue v = follow(e->data, field);
                    const QString text = v.isBool() ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                         : v.isDouble() ? QString::number(v.toDouble())
                                                        : v.toString();
                    n += text == wanted;
                }
            }
            QVERIFY2(n == c.value().toInt(), qPrintable(QStringLiteral("%1: %2 counted, %3 expected").arg(c.key()).arg(n).arg(c.value().toInt())));
        }

        const QJsonArray checks = spec.value(QLatin1String("checks")).toArray();
        QVERIFY(checks.size() >= 20);
        for (const QJsonValue& v : checks) {
            const QJsonObject check = v.toObject();
            const QString kind = check.value(QLatin1String("kind")).toString();
            const QString id = check.value(QLatin1String("id")).toString();
            const RuleEntry* entry = package->entry(kind, id);
            QVERIFY2(entry, qPrintable(QStringLiteral("%1 '%2' missing").arg(kind, id)));
            QJsonValue subject = entry->data;
            if (check.contains(QLatin1String("row"))) {
                const QJsonObject wantedRow = check.value(QLatin1String("row")).toObject();
                subject = QJsonValue();
                for (const QJsonValue& r : entry->data.value(QLatin1String("rows")).toArray()) {
                    bool match = true;
                    for (auto w = wantedRow.begin(); w != wantedRow.end(); ++w)
                        match = match && r.toObject().value(w.key()) == w.value();
                    if (match) {
                        subject = r;
                        break;
                    }
                }
                QVERIFY2(!subject.isUndefined(), qPrintable(QStringLiteral("%1: no row %2").arg(id, QString::fromUtf8(QJsonDocument(wantedRow).toJson(QJsonDocument::Compact)))));
            }
            const QString field = check.value(QLatin1String("field")).toString();
            const QJsonValue actual = follow(subject, field);
            const QJsonValue expected = check.value(QLatin1String("expected"));
            QVERIFY2(actual == expected,
                     qPrintable(QStringLiteral("%1 '%2' %3: got %4, the book (l.%5) says %6")
                                    .arg(kind, id, field,
                                         QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)))
                                    .arg(check.value(QLatin1String("line")).toInt())
                                    .arg(QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact)))));
        }
    }

    void everyEntryNamesItsSourceLine()
    {
        const QString seeds = test::seedsDir();
        if (seeds.isEmpty())
            QSKIP("the rulebook seeds are not on this machine (set HK_SEEDS_DIR)");
        QHash<QString, QStringList> texts;
        QStringList problems;
        int checked = 0;
        for (const RulesetPackage* p : test::registry().packages()) {
            for (const RuleEntry& e : p->entries()) {
                if (e.data.value(QLatin1String("ours")).toBool())
                    continue; // Hexkeeper's own starter cards cite the rule they follow, not a line naming them
                const SourceRef s = e.source(p->seed());
                if (!texts.contains(s.file)) {
                    QFile f(seeds + QLatin1Char('/') + s.file);
                    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(s.file));
                    texts.insert(s.file, QString::fromUtf8(f.readAll()).split(QLatin1Char('\n')));
                }
                const QStringList& lines = texts[s.file];
                if (s.line < 1 || s.endLine > lines.size()) {
                    problems.append(QStringLiteral("%1 %2 '%3': line %4 is outside %5").arg(p->id(), e.kind, e.id()).arg(s.line).arg(s.file));
                    continue;
                }
                const QString text = normalise(lines.mid(s.line - 1, s.endLine - s.line + 1).join(QLatin1Char(' ')));
                const QString printed = e.data.value(QLatin1String("printedAs")).toString();
                if (!text.contains(normalise(e.name())) && (printed.isEmpty() || !text.contains(normalise(printed))))
                    problems.append(QStringLiteral("%1 %2 '%3': '%4' is not on l.%5–%6").arg(p->id(), e.kind, e.id(), e.name()).arg(s.line).arg(s.endLine));
                ++checked;
            }
        }
        QVERIFY(checked > 1000);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(problems.size()) + problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    void warriorAndWizardPrerequisitesResolve()
    {
        const RulesetPackage* ww = test::registry().find(QStringLiteral("warrior-and-wizard-0.10"));
        QVERIFY(ww);
        int prerequisites = 0;
        int alternatives = 0;
        for (const RuleEntry* skill : ww->entries(QStringLiteral("skill"))) {
            for (const QJsonValue& id : skill->data.value(QLatin1String("requires")).toArray()) {
                QVERIFY2(ww->entry(QStringLiteral("skill"), id.toString()),
                         qPrintable(QStringLiteral("%1 requires unknown skill %2").arg(skill->id(), id.toString())));
                ++prerequisites;
            }
            for (const QJsonValue& group : skill->data.value(QLatin1String("requiresAnyOf")).toArray()) {
                for (const QJsonValue& id : group[QLatin1String("skills")].toArray())
                    QVERIFY(ww->entry(QStringLiteral("skill"), id.toString()));
                for (const QJsonValue& id : group[QLatin1String("spells")].toArray())
                    QVERIFY(ww->entry(QStringLiteral("ww-spell"), id.toString()));
                ++alternatives;
            }
        }
        QVERIFY(prerequisites >= 25);
        QVERIFY(alternatives >= 2);
        // The schema declares the references, so the loader itself refuses a dangling prerequisite.
        QCOMPARE(ww->kind(QStringLiteral("skill"))->fields.value(QStringLiteral("requires")).ref, QStringLiteral("skill"));
    }

    void optionPackRulesAreToggles()
    {
        const RulesetPackage* mass = test::registry().find(QStringLiteral("mass-combat-miller-2.0"));
        QVERIFY(mass);
        QCOMPARE(mass->role(), QStringLiteral("option"));
        QVERIFY(mass->appliesTo().contains(QStringLiteral("tft")));
        QVERIFY(test::registry().optionsFor(QStringLiteral("tft-advanced-wizard-1980")).contains(mass));
        QVERIFY(!test::registry().optionsFor(QStringLiteral("warrior-and-wizard-0.10")).contains(mass));
        int toggles = 0;
        for (const RuleEntry* rule : mass->entries(QStringLiteral("rule"))) {
            if (!rule->data.value(QLatin1String("toggle")).toBool())
                continue;
            ++toggles;
            QVERIFY2(!rule->data.value(QLatin1String("effects")).toArray().isEmpty(), qPrintable(rule->id()));
        }
        QVERIFY(toggles >= 20);
        QVERIFY(mass->entry(QStringLiteral("rule"), QStringLiteral("wizards-str")));
    }

    void licencesAreKept()
    {
        const RulesetPackage* ww = test::registry().find(QStringLiteral("warrior-and-wizard-0.10"));
        QVERIFY(ww->licence().contains(QLatin1String("CC BY-SA 3.0")));
        QVERIFY(ww->licence().contains(QLatin1String("Open Game License")));
        QVERIFY(ww->licence().contains(QLatin1String("Product Identity")));
        QCOMPARE(test::registry().find(QStringLiteral("wiz-war"))->entry(QStringLiteral("parameter"), QStringLiteral("starting-life"))
                     ->data.value(QLatin1String("value")).toInt(),
                 15);
    }

    void everyEntryHasOurSummary()
    {
        for (const RulesetPackage* p : test::registry().packages()) {
            for (const RuleEntry& e : p->entries())
                QVERIFY2(!e.summary().trimmed().isEmpty() && !e.data.value(QLatin1String("source")).isUndefined(),
                         qPrintable(QStringLiteral("%1 %2 '%3'").arg(p->id(), e.kind, e.id())));
        }
    }
};

QTEST_GUILESS_MAIN(TestPackageData)
#include "tst_package_data.moc"
