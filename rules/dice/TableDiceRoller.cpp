#include "dice/TableDiceRoller.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hk {

namespace {
QString tr(const char* text)
{
    return hk::translateIn("hk::TableDiceRoller", text);
}
} // namespace

bool TableDiceRoller::interpret(const QString& text, const DiceRequest& request, QList<int>* faces,
                                QString* error)
{
    faces->clear();
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    const QStringList tokens = text.trimmed().split(separators, Qt::SkipEmptyParts);
    QList<int> numbers;
    for (const QString& token : tokens) {
        bool ok = false;
        const int n = token.toInt(&ok);
        if (!ok) {
            *error = tr("'%1' is not a number").arg(token);
            return false;
        }
        numbers.append(n);
    }
    if (numbers.size() == request.count && request.count > 1) {
        for (int n : numbers) {
            if (n < 1 || n > request.sides) {
                *error = tr("%1 is not a face of a d%2").arg(n).arg(request.sides);
                return false;
            }
        }
        *faces = numbers;
        return true;
    }
    if (numbers.size() == 1) {
        const int total = numbers.first();
        if (total < request.count || total > request.count * request.sides) {
            *error = tr("%1 cannot be rolled on %2d%3 (possible: %4 to %5)")
                         .arg(total)
                         .arg(request.count)
                         .arg(request.sides)
                         .arg(request.count)
                         .arg(request.count * request.sides);
            return false;
        }
        // Spread the total over the dice: as many high faces as possible, the rest low. Only the total
        // matters to the rules; the split is what a log can show.
        int rest = total;
        for (int i = 0; i < request.count; ++i) {
            const int diceLeft = request.count - i - 1;
            const int face = qMin(request.sides, rest - diceLeft);
            faces->append(face);
            rest -= face;
        }
        return true;
    }
    *error = tr("type the total or all %1 faces").arg(request.count);
    return false;
}

QList<int> TableDiceRoller::roll(const DiceRequest& request)
{
    QString lastError;
    for (int attempt = 0; attempt < 5; ++attempt) {
        const std::optional<QString> answer = m_answerer(request);
        if (!answer)
            throw DiceError(tr("the GM cancelled the roll for %1").arg(request.purpose));
        QList<int> faces;
        if (interpret(*answer, request, &faces, &lastError))
            return faces;
    }
    throw DiceError(tr("no valid dice entered for %1: %2").arg(request.purpose, lastError));
}

} // namespace hk
