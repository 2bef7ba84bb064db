#include "characters/CharacterLimits.h"
#include "i18n/Translate.h"

#include "characters/Character.h"
#include "dice/DiceExpression.h"

#include <QCoreApplication>

namespace hk::CharacterLimits {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::CharacterLimits", text);
}

bool hasControlCharacter(const QString& text, bool allowLineBreaks)
{
    for (const QChar c : text) {
        if (allowLineBreaks && (c == QLatin1Char('\n') || c == QLatin1Char('\t') || c == QLatin1Char('\r')))
            continue;
        if (c.category() == QChar::Other_Control)
            return true;
    }
    return false;
}

void checkNumber(QList<CharacterProblem>& out, const char* field, const QString& label, int value, int max)
{
    if (value < 0 || value > max)
        out.append({QString::fromLatin1(field), tr("%1 must be between 0 and %2, not %3.").arg(label).arg(max).arg(value)});
}

void checkGear(QList<CharacterProblem>& out, const Gear& g)
{
    QString error;
    if (!checkName(g.name, tr("A piece of gear's name"), &error))
        out.append({QStringLiteral("gear"), error});
    if (g.dx < -MaxAttribute || g.dx > MaxAttribute)
        out.append({QStringLiteral("gear"), tr("%1: its DX change must be between %2 and %3, not %4.")
                                                 .arg(g.name).arg(-MaxAttribute).arg(MaxAttribute).arg(g.dx)});
    checkNumber(out, "gear", tr("%1: hits stopped").arg(g.name), g.hitsStopped, MaxAttribute);
    checkNumber(out, "gear", tr("%1: its MA limit").arg(g.name), g.maLimit, MaxAttribute);
    DiceExpression damage;
    if (!g.damage.isEmpty() && !DiceExpression::parse(g.damage, &damage, &error))
        out.append({QStringLiteral("gear"), tr("%1: its damage: %2").arg(g.name, error)});
}

} // namespace

QList<CharacterProblem> problems(const Character& c)
{
    QList<CharacterProblem> out;
    const std::pair<const char*, QString> names[] = {{"name", c.name}, {"party", c.party}, {"player", c.player}};
    const QString labels[] = {tr("A name"), tr("A party's name"), tr("A player's name")};
    for (int i = 0; i < 3; ++i) {
        QString error;
        if (!checkName(names[i].second, labels[i], &error))
            out.append({QString::fromLatin1(names[i].first), error});
    }
    if (c.notes.size() > MaxNotesLength)
        out.append({QStringLiteral("notes"), tr("The notes may be at most %1 characters long.").arg(MaxNotesLength)});
    else if (hasControlCharacter(c.notes, true))
        out.append({QStringLiteral("notes"), tr("The notes may not hold control characters other than line breaks and tabs.")});
    checkNumber(out, "st", tr("ST"), c.st, MaxAttribute);
    checkNumber(out, "dx", tr("DX"), c.dx, MaxAttribute);
    checkNumber(out, "iq", tr("IQ"), c.iq, MaxAttribute);
    checkNumber(out, "ma", tr("MA"), c.ma, MaxAttribute);
    checkNumber(out, "wounds", tr("Wounds"), c.wounds, MaxTally);
    checkNumber(out, "fatigue", tr("Fatigue"), c.fatigue, MaxTally);
    checkNumber(out, "pointTotal", tr("The attribute point total"), c.pointTotal, MaxTally);
    checkNumber(out, "pointsBought", tr("Points bought"), c.pointsBought, MaxTally);
    checkNumber(out, "talentsAndLanguages", tr("Talents and languages"), c.talentsAndLanguages, MaxTally);
    checkNumber(out, "experience", tr("Experience"), c.experience, MaxExperience);
    for (const Gear& g : c.gear)
        checkGear(out, g);
    return out;
}

} // namespace hk::CharacterLimits
