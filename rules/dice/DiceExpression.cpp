#include "dice/DiceExpression.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hk {

bool DiceExpression::parse(const QString& text, DiceExpression* out, QString* error)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d*)\\s*[dD]\\s*(\\d*)\\s*(?:([+-])\\s*(\\d+))?\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch()) {
        *error = QCoreApplication::translate("hk::DiceExpression",
                                             "'%1' is not a dice expression (examples: 3d6, 2d6+2, 1d6-3)")
                     .arg(text);
        return false;
    }
    DiceExpression e;
    e.count = m.captured(1).isEmpty() ? 1 : m.captured(1).toInt();
    e.sides = m.captured(2).isEmpty() ? 6 : m.captured(2).toInt();
    if (!m.captured(3).isEmpty())
        e.modifier = (m.captured(3) == QLatin1String("-") ? -1 : 1) * m.captured(4).toInt();
    if (e.count > 100 || e.sides < 2 || e.sides > 1000) {
        *error = QCoreApplication::translate("hk::DiceExpression", "'%1': use 0 to 100 dice of 2 to 1000 sides")
                     .arg(text);
        return false;
    }
    *out = e;
    return true;
}

QString DiceExpression::toString() const
{
    QString s = QStringLiteral("%1d%2").arg(count).arg(sides);
    if (modifier > 0)
        s += QStringLiteral("+%1").arg(modifier);
    else if (modifier < 0)
        s += QString::number(modifier);
    return s;
}

} // namespace hk
