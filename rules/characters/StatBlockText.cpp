#include "characters/StatBlockText.h"

namespace hk::StatBlockText {

namespace {

constexpr auto Insensitive = QRegularExpression::CaseInsensitiveOption;

// Kept lists, by rank: 0 talents, 1 languages, 2 equipment, 3 magic items, 4 abilities and attacks.
const QRegularExpression& keptRe()
{
    static const QRegularExpression re(
        QStringLiteral("^(?:(talents?)|(languages)|(equipment)|(magic\\s+items)|"
                       "(special\\s+ability/weakness|special\\s+abilit(?:y|ies)|abilit(?:y|ies)|attacks?))$"),
        Insensitive);
    return re;
}

} // namespace

QString key(const QString& name)
{
    QString out;
    for (const QChar ch : name.toCaseFolded()) {
        if (ch.isLetterOrNumber())
            out.append(ch);
    }
    return out;
}

QStringList splitTopLevel(const QString& text, QChar separator)
{
    QStringList out;
    QString current;
    int depth = 0;
    for (const QChar ch : text) {
        if (ch == QLatin1Char('(') || ch == QLatin1Char('['))
            ++depth;
        else if ((ch == QLatin1Char(')') || ch == QLatin1Char(']')) && depth > 0)
            --depth;
        if (ch == separator && depth == 0) {
            out << current.trimmed();
            current.clear();
        } else {
            current.append(ch);
        }
    }
    out << current.trimmed();
    out.removeAll(QString());
    return out;
}

QString trimPunctuation(QString text)
{
    static const QRegularExpression edges(QStringLiteral("^[\\s;,.:]+|[\\s;,.:]+$"));
    return text.remove(edges);
}

QString shortened(const QString& text)
{
    constexpr int Length = 48;
    return text.size() <= Length ? text : text.left(Length).trimmed() + QChar(0x2026);
}

QString signedNumber(int n)
{
    return n > 0 ? QLatin1Char('+') + QString::number(n) : QString::number(n);
}

QString dicePattern()
{
    return QStringLiteral("(?:\\d+\\s*d\\s*\\d*|d\\s*\\d+)(?:\\s*[+-]\\s*\\d+)?");
}

QString dice(const QString& typed)
{
    static const QRegularExpression re(QStringLiteral("^(\\d*)\\s*d\\s*(\\d*)\\s*(?:([+-])\\s*(\\d+))?$"), Insensitive);
    const QRegularExpressionMatch m = re.match(typed.trimmed());
    if (!m.hasMatch() || (m.captured(1).isEmpty() && m.captured(2).isEmpty()))
        return {};
    const QString sides = m.captured(2).isEmpty() ? QStringLiteral("6") : m.captured(2);
    return m.captured(1) + QLatin1Char('d') + sides + m.captured(3) + m.captured(4);
}

QString foundryDice(const QString& dice)
{
    static const QRegularExpression sixes(QStringLiteral("^(\\d+)d6([+-]\\d+)?$"));
    const QRegularExpressionMatch m = sixes.match(dice);
    return m.hasMatch() ? m.captured(1) + QLatin1Char('d') + m.captured(2) : dice;
}

const QRegularExpression& labelRe()
{
    static const QRegularExpression re(
        QStringLiteral("(?:^|[;.,]|\\s)\\s*(spells?(?:\\s+include)?|weapons?|armou?rs?|shields?|"
                       "talents?(?:\\s+and\\s+languages)?|languages|points|bought|race|creature|equipment|"
                       "magic\\s+items|special\\s+ability/weakness|special\\s+abilit(?:y|ies)|abilit(?:y|ies)|"
                       "attacks?|gear\\s+details)\\s*:"),
        Insensitive);
    return re;
}

int keptListRank(const QString& label)
{
    const QRegularExpressionMatch m = keptRe().match(label.simplified());
    for (int i = 1; m.hasMatch() && i <= 5; ++i) {
        if (m.capturedLength(i) > 0)
            return i - 1;
    }
    return -1;
}

int keptLineRank(const QString& line)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    return colon < 0 ? -1 : keptListRank(line.left(colon));
}

} // namespace hk::StatBlockText
