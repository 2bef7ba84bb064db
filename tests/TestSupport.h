#pragma once

#include "characters/Character.h"
#include "packages/PackageRegistry.h"
#include "StrictTest.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

// Helpers shared by the test executables.
namespace hk::test {

// The embedded packages, loaded once per test process; fails the test when any package is refused.
inline const PackageRegistry& registry()
{
    static QStringList errors;
    static const PackageRegistry r = PackageRegistry::loadEmbedded(&errors);
    if (!errors.isEmpty())
        hk::test::setupFailed(QString::asprintf("package errors: %s", qPrintable(errors.join(QLatin1Char('\n')))));
    return r;
}

// A legal 32-point human wizard of Advanced Wizard (ST 10, DX 12, IQ 10) with eight spells of IQ 8–10.
inline Character legalWizard(const QString& name, const QString& party = {})
{
    Character c;
    c.name = name;
    c.party = party;
    c.race = QStringLiteral("human");
    c.st = 10;
    c.dx = 12;
    c.iq = 10;
    c.spells = {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"), QStringLiteral("aid"),
                QStringLiteral("trip"), QStringLiteral("summon-wolf"), QStringLiteral("dazzle"), QStringLiteral("light")};
    return c;
}

// A Warrior & Wizard warrior (MOV 10) with the given attributes and skills; legal at 32 points when they allow.
inline Character wwWarrior(const QString& name, int st, int dx, int iq, const QStringList& skills = {})
{
    Character c;
    c.name = name;
    c.system = QStringLiteral("ww");
    c.type = QStringLiteral("warrior");
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.ma = 10;
    c.skills = skills;
    return c;
}

// A file's SHA-256, to show a step left the file as it was. A file that cannot be read or is empty fails the
// test: two empty hashes would compare equal and hide the failure.
inline QByteArray fileHash(const QString& path, CallSite where = HK_CALL_SITE)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        setupFailed(QStringLiteral("cannot read %1 for its hash: %2").arg(path, f.errorString()), where);
        return {};
    }
    const QByteArray content = f.readAll();
    if (content.isEmpty())
        setupFailed(QStringLiteral("%1 is empty: no hash to compare").arg(path), where);
    return content.isEmpty() ? QByteArray() : QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

// Where the rulebook seeds are (HK_SEEDS_DIR, or ../shared/seeds next to the source tree).
inline QString seedsDir()
{
    const QString env = qEnvironmentVariable("HK_SEEDS_DIR");
    if (!env.isEmpty())
        return env;
    for (const QString& candidate : {QStringLiteral(HK_SOURCE_DIR "/../shared/seeds"), QStringLiteral("/work/shared/seeds")}) {
        if (QDir(candidate).exists())
            return QDir(candidate).absolutePath();
    }
    return {};
}

// With HK_SHOTS=DIR set, saves a picture of a widget as DIR/name.png so a developer can look at a screen
// a GUI test built (the tests themselves never depend on it).
template<typename Widget>
inline void saveShot(Widget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("HK_SHOTS");
    if (!dir.isEmpty() && QDir().mkpath(dir))
        widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace hk::test
