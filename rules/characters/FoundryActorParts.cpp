#include "characters/FoundryActorParts.h"

#include <QJsonValue>
#include <QRegularExpression>

namespace hk::FoundryActor::Parts {

QString spellKind(const Character& c)
{
    return c.system == QLatin1String("ww") ? QStringLiteral("ww-spell") : QStringLiteral("spell");
}

int minIq(const RuleEntry& e)
{
    const QJsonValue ww = e.data.value(QLatin1String("minInt"));
    return ww.isDouble() ? ww.toInt() : e.intField(QStringLiteral("iq"));
}

QString foundryDice(const QString& dice)
{
    return dice.toUpper();
}

QString ourDice(const QString& dice)
{
    static const QRegularExpression bareD(QStringLiteral("d(?!\\d)"), QRegularExpression::CaseInsensitiveOption);
    QString out = dice.simplified().remove(QLatin1Char(' ')).toLower();
    return out.replace(bareD, QStringLiteral("d6"));
}

QString notesToHtml(const QString& notes)
{
    if (notes.isEmpty())
        return {};
    QString html = notes.toHtmlEscaped();
    html.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return QStringLiteral("<p>%1</p>").arg(html);
}

QString htmlToNotes(const QString& html)
{
    static const QRegularExpression lineBreak(QStringLiteral("<br\\s*/?>"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression paragraph(QStringLiteral("</p>\\s*<p[^>]*>"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString text = html;
    text.replace(paragraph, QStringLiteral("\n\n")).replace(lineBreak, QStringLiteral("\n")).remove(tag);
    text.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""))
        .replace(QLatin1String("&#39;"), QLatin1String("'"))
        .replace(QLatin1String("&nbsp;"), QLatin1String(" "))
        .replace(QLatin1String("&amp;"), QLatin1String("&"));
    return text.trimmed();
}

} // namespace hk::FoundryActor::Parts
