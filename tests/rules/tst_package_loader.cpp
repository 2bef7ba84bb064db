// Package validation: a good package loads whole; each kind of damage is refused with a message naming the
// file, the entry and the field.
#include "packages/PackageLoader.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace hk;

namespace {

using Files = QMap<QString, QJsonObject>;
using Mutation = std::function<void(Files&)>;
} // namespace
Q_DECLARE_METATYPE(Mutation)
namespace {

QJsonObject source(int line)
{
    return QJsonObject{{QStringLiteral("line"), line}};
}

Files goodPackage()
{
    Files files;
    files[QStringLiteral("package.json")] = QJsonObject{
        {QStringLiteral("format"), 1},
        {QStringLiteral("id"), QStringLiteral("test-pack")},
        {QStringLiteral("version"), QStringLiteral("1.0.0")},
        {QStringLiteral("title"), QStringLiteral("Test pack")},
        {QStringLiteral("role"), QStringLiteral("base")},
        {QStringLiteral("family"), QStringLiteral("tft")},
        {QStringLiteral("seed"), QStringLiteral("000_test.txt")},
        {QStringLiteral("licence"), QStringLiteral("test")},
        {QStringLiteral("attribution"), QStringLiteral("test")},
        {QStringLiteral("summary"), QStringLiteral("A package for tests.")},
        {QStringLiteral("files"), QJsonArray{QStringLiteral("spells.json"), QStringLiteral("creatures.json")}}};
    const QJsonObject fixed{{QStringLiteral("kind"), QStringLiteral("fixed")}, {QStringLiteral("st"), 2}};
    const QJsonObject instant{{QStringLiteral("kind"), QStringLiteral("instant")}};
    files[QStringLiteral("spells.json")] = QJsonObject{
        {QStringLiteral("kind"), QStringLiteral("spell")},
        {QStringLiteral("entries"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("trip")},
                                {QStringLiteral("name"), QStringLiteral("Trip")},
                                {QStringLiteral("iq"), 10},
                                {QStringLiteral("type"), QStringLiteral("thrown")},
                                {QStringLiteral("cost"), fixed},
                                {QStringLiteral("duration"), instant},
                                {QStringLiteral("summary"), QStringLiteral("Knocks the target down.")},
                                {QStringLiteral("source"), source(10)}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("summon-wolf")},
                                {QStringLiteral("name"), QStringLiteral("Summon Wolf")},
                                {QStringLiteral("iq"), 9},
                                {QStringLiteral("type"), QStringLiteral("creation")},
                                {QStringLiteral("cost"), fixed},
                                {QStringLiteral("upkeep"), QJsonObject{{QStringLiteral("st"), 1}, {QStringLiteral("per"), QStringLiteral("turn")}}},
                                {QStringLiteral("duration"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("continuing")}}},
                                {QStringLiteral("summons"), QStringLiteral("wolf")},
                                {QStringLiteral("summary"), QStringLiteral("Brings a wolf.")},
                                {QStringLiteral("source"), source(11)}}}}};
    files[QStringLiteral("creatures.json")] = QJsonObject{
        {QStringLiteral("kind"), QStringLiteral("creature")},
        {QStringLiteral("entries"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("wolf")},
                                {QStringLiteral("name"), QStringLiteral("Wolf")},
                                {QStringLiteral("st"), 10}, {QStringLiteral("dx"), 14}, {QStringLiteral("iq"), 6},
                                {QStringLiteral("ma"), 12}, {QStringLiteral("armor"), 1}, {QStringLiteral("hexes"), 1},
                                {QStringLiteral("class"), QStringLiteral("animal")},
                                {QStringLiteral("attacks"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("bite")},
                                                                                   {QStringLiteral("damage"), QStringLiteral("1d6+1")}}}},
                                {QStringLiteral("summary"), QStringLiteral("A wolf.")},
                                {QStringLiteral("source"), source(12)}}}}};
    return files;
}

QJsonObject& entry(Files& files, const QString& file, int index, QJsonArray* holder)
{
    Q_UNUSED(holder)
    static QJsonObject scratch;
    scratch = files[file][QStringLiteral("entries")].toArray().at(index).toObject();
    return scratch;
}

void putEntry(Files& files, const QString& file, int index, const QJsonObject& e)
{
    QJsonArray entries = files[file][QStringLiteral("entries")].toArray();
    entries[index] = e;
    files[file][QStringLiteral("entries")] = entries;
}

// Applies f to entry `index` of `file`.
Mutation onEntry(const QString& file, int index, std::function<void(QJsonObject&)> f)
{
    return [=](Files& files) {
        QJsonObject e = entry(files, file, index, nullptr);
        f(e);
        putEntry(files, file, index, e);
    };
}

bool write(const QString& dir, const Files& files, const QByteArray& rawOverride = {}, const QString& rawFile = {})
{
    for (auto it = files.begin(); it != files.end(); ++it) {
        QFile f(dir + QLatin1Char('/') + it.key());
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(it.key() == rawFile ? rawOverride : QJsonDocument(it.value()).toJson());
    }
    return true;
}

} // namespace

class TestPackageLoader : public hk::test::StrictTest
{
    Q_OBJECT
    const QString m_kinds = QStringLiteral(HK_SOURCE_DIR "/rules/data/kinds.json");

private Q_SLOTS:
    void goodPackageLoads()
    {
        QTemporaryDir dir;
        QVERIFY(write(dir.path(), goodPackage()));
        QStringList errors;
        const auto package = PackageLoader::load(dir.path(), &errors, m_kinds);
        QVERIFY2(package, qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(package->entries(QStringLiteral("spell")).size(), 2);
        QCOMPARE(package->entry(QStringLiteral("creature"), QStringLiteral("wolf"))->intField(QStringLiteral("dx")), 14);
        QVERIFY(package->kind(QStringLiteral("spell")));
        const QJsonObject exported = package->toJson();
        QCOMPARE(exported[QStringLiteral("entries")][QStringLiteral("spell")].toArray().size(), 2);
    }

    void brokenPackagesAreRefused_data()
    {
        QTest::addColumn<Mutation>("mutation");
        QTest::addColumn<QStringList>("mentions");
        auto spell = [](std::function<void(QJsonObject&)> f) { return onEntry(QStringLiteral("spells.json"), 0, f); };
        QTest::newRow("iq as text") << spell([](QJsonObject& e) { e[QStringLiteral("iq")] = QStringLiteral("ten"); })
                                    << QStringList{QStringLiteral("spells.json"), QStringLiteral("'trip'"), QStringLiteral("iq")};
        QTest::newRow("missing required") << spell([](QJsonObject& e) { e.remove(QStringLiteral("type")); })
                                          << QStringList{QStringLiteral("'trip'"), QStringLiteral("type"), QStringLiteral("required")};
        QTest::newRow("bad enum") << spell([](QJsonObject& e) { e[QStringLiteral("type")] = QStringLiteral("sneaky"); })
                                  << QStringList{QStringLiteral("'trip'"), QStringLiteral("sneaky")};
        QTest::newRow("unknown field") << spell([](QJsonObject& e) { e[QStringLiteral("colour")] = QStringLiteral("red"); })
                                       << QStringList{QStringLiteral("'trip'"), QStringLiteral("colour")};
        QTest::newRow("no source") << spell([](QJsonObject& e) { e.remove(QStringLiteral("source")); })
                                   << QStringList{QStringLiteral("'trip'"), QStringLiteral("source")};
        QTest::newRow("source line 0") << spell([](QJsonObject& e) { e[QStringLiteral("source")] = source(0); })
                                       << QStringList{QStringLiteral("'trip'"), QStringLiteral("source.line")};
        QTest::newRow("bad slug") << spell([](QJsonObject& e) { e[QStringLiteral("id")] = QStringLiteral("Trip Spell"); })
                                  << QStringList{QStringLiteral("spells.json"), QStringLiteral("id")};
        QTest::newRow("bad cost kind") << spell([](QJsonObject& e) {
            e[QStringLiteral("cost")] = QJsonObject{{QStringLiteral("kind"), QStringLiteral("lots")}};
        }) << QStringList{QStringLiteral("'trip'"), QStringLiteral("cost.kind")};
        QTest::newRow("bad damage dice") << spell([](QJsonObject& e) {
            e[QStringLiteral("cost")] = QJsonObject{{QStringLiteral("kind"), QStringLiteral("perSt")}, {QStringLiteral("damagePerSt"), QStringLiteral("one die")}};
        }) << QStringList{QStringLiteral("'trip'"), QStringLiteral("damagePerSt")};
        QTest::newRow("null without ?") << spell([](QJsonObject& e) { e[QStringLiteral("iq")] = QJsonValue::Null; })
                                        << QStringList{QStringLiteral("'trip'"), QStringLiteral("iq")};
        QTest::newRow("duplicate id") << spell([](QJsonObject& e) { e[QStringLiteral("id")] = QStringLiteral("summon-wolf"); })
                                      << QStringList{QStringLiteral("summon-wolf"), QStringLiteral("twice")};
        QTest::newRow("dangling reference") << onEntry(QStringLiteral("spells.json"), 1, [](QJsonObject& e) {
            e[QStringLiteral("summons")] = QStringLiteral("dire-wolf");
        }) << QStringList{QStringLiteral("summon-wolf"), QStringLiteral("dire-wolf")};
        QTest::newRow("bad attack dice") << onEntry(QStringLiteral("creatures.json"), 0, [](QJsonObject& e) {
            e[QStringLiteral("attacks")] = QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("bite")},
                                                                  {QStringLiteral("damage"), QStringLiteral("1+1")}}};
        }) << QStringList{QStringLiteral("creatures.json"), QStringLiteral("'wolf'"), QStringLiteral("attacks.0.damage")};
        QTest::newRow("unknown kind") << Mutation([](Files& f) { f[QStringLiteral("spells.json")][QStringLiteral("kind")] = QStringLiteral("cantrip"); })
                                      << QStringList{QStringLiteral("spells.json"), QStringLiteral("cantrip")};
        QTest::newRow("missing file") << Mutation([](Files& f) {
            QJsonObject m = f[QStringLiteral("package.json")];
            m[QStringLiteral("files")] = QJsonArray{QStringLiteral("spells.json"), QStringLiteral("creatures.json"), QStringLiteral("potions.json")};
            f[QStringLiteral("package.json")] = m;
        }) << QStringList{QStringLiteral("potions.json")};
        // Issue 15: entries that are not a list, and data files outside the package's folder.
        QTest::newRow("entries an object") << Mutation([](Files& f) {
            f[QStringLiteral("creatures.json")][QStringLiteral("entries")] = QJsonObject{{QStringLiteral("wolf"), 1}};
        }) << QStringList{QStringLiteral("creatures.json"), QStringLiteral("must be a list")};
        QTest::newRow("file outside the folder") << Mutation([](Files& f) {
            QJsonObject m = f[QStringLiteral("package.json")];
            m[QStringLiteral("files")] = QJsonArray{QStringLiteral("spells.json"), QStringLiteral("creatures.json"),
                                                    QStringLiteral("../../../../../etc/passwd")};
            f[QStringLiteral("package.json")] = m;
        }) << QStringList{QStringLiteral("../../../../../etc/passwd"), QStringLiteral("not inside the package folder")};
        QTest::newRow("absolute file") << Mutation([](Files& f) {
            QJsonObject m = f[QStringLiteral("package.json")];
            m[QStringLiteral("files")] = QJsonArray{QStringLiteral("spells.json"), QStringLiteral("/etc/hostname")};
            f[QStringLiteral("package.json")] = m;
        }) << QStringList{QStringLiteral("/etc/hostname"), QStringLiteral("not inside the package folder")};
        QTest::newRow("newer format") << Mutation([](Files& f) { f[QStringLiteral("package.json")][QStringLiteral("format")] = 2; })
                                      << QStringList{QStringLiteral("package.json"), QStringLiteral("format 2")};
        QTest::newRow("no licence") << Mutation([](Files& f) { f[QStringLiteral("package.json")].remove(QStringLiteral("licence")); })
                                    << QStringList{QStringLiteral("package.json"), QStringLiteral("licence")};
        QTest::newRow("option without appliesTo") << Mutation([](Files& f) { f[QStringLiteral("package.json")][QStringLiteral("role")] = QStringLiteral("option"); })
                                                  << QStringList{QStringLiteral("appliesTo")};
    }

    void brokenPackagesAreRefused()
    {
        QFETCH(Mutation, mutation);
        QFETCH(QStringList, mentions);
        Files files = goodPackage();
        mutation(files);
        QTemporaryDir dir;
        QVERIFY(write(dir.path(), files));
        QStringList errors;
        QVERIFY(!PackageLoader::load(dir.path(), &errors, m_kinds));
        QVERIFY(!errors.isEmpty());
        const QString all = errors.join(QLatin1Char('\n'));
        for (const QString& m : mentions)
            QVERIFY2(all.contains(m), qPrintable(QStringLiteral("'%1' not in: %2").arg(m, all)));
        QVERIFY2(all.startsWith(QLatin1String("test-pack/")), qPrintable(all));
    }

    void invalidJsonNamesTheFile()
    {
        QTemporaryDir dir;
        QVERIFY(write(dir.path(), goodPackage(), QByteArrayLiteral("{\"kind\": \"spell\", \"entries\": [}"), QStringLiteral("spells.json")));
        QStringList errors;
        QVERIFY(!PackageLoader::load(dir.path(), &errors, m_kinds));
        QVERIFY(errors.join(QLatin1Char('\n')).contains(QLatin1String("spells.json: not valid JSON")));
    }

    void packageKindsCannotRedefineShared()
    {
        Files files = goodPackage();
        files[QStringLiteral("package.json")][QStringLiteral("kinds")] = QJsonObject{
            {QStringLiteral("spell"), QJsonObject{{QStringLiteral("label"), QStringLiteral("Spell")}, {QStringLiteral("fields"), QJsonObject{}}}}};
        QTemporaryDir dir;
        QVERIFY(write(dir.path(), files));
        QStringList errors;
        QVERIFY(!PackageLoader::load(dir.path(), &errors, m_kinds));
        QVERIFY(errors.join(QLatin1Char('\n')).contains(QLatin1String("already defined")));
    }
};

QTEST_GUILESS_MAIN(TestPackageLoader)
#include "tst_package_loader.moc"
