#include "dice/ScriptedDiceRoller.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hk {

bool ScriptedDiceRoller::parse(const QString& text, QList<int>* faces, QString* error)
{
    faces->clear();
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList tokens = text.split(separators, Qt::SkipEmptyParts);
    for (const QString& token : tokens) {
        bool ok = false;
        const int face = token.toInt(&ok);
        if (!ok || face < 1) {
            *error = QCoreApplication::translate("hk::ScriptedDiceRoller", "dice script: '%1' is not a die face")
                         .arg(token);
            return false;
        }
        faces->append(face);
    }
    return true;
}

QList<int> ScriptedDiceRoller::roll(const DiceRequest& request)
{
    if (remaining() < request.count) {
        throw DiceError(QCoreApplication::translate("hk::ScriptedDiceRoller",
                                                    "dice script ran out: %1 needs %2 dice but only %3 remain "
                                                    "(after %4 used)")
                            .arg(request.purpose.isEmpty() ? QStringLiteral("a roll") : request.purpose)
                            .arg(request.count)
                            .arg(remaining())
                            .arg(m_next));
    }
    QList<int> faces;
    for (int i = 0; i < request.count; ++i) {
        const int face = m_faces.at(m_next);
        if (face > request.sides) {
            throw DiceError(QCoreApplication::translate("hk::ScriptedDiceRoller",
                                                        "dice script: face %1 at position %2 is too high for a d%3")
                                .arg(face)
                                .arg(m_next + 1)
                                .arg(request.sides));
        }
        faces.append(face);
        ++m_next;
    }
    return faces;
}

} // namespace hk
