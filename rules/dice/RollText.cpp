#include "dice/RollText.h"

#include "i18n/Translate.h"

namespace hk::RollText {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::RollText", text);
}

} // namespace

QString line(const RollRecord& r)
{
    QStringList faces;
    for (int f : r.faces)
        faces.append(QString::number(f));
    QString text = QStringLiteral("%1: [%2] = %3").arg(r.dice, faces.join(QLatin1Char(' '))).arg(r.total);
    if (r.target && r.success)
        text += tr(" vs %1: %2").arg(*r.target).arg(*r.success ? tr("success") : tr("failure"));
    if (!r.special.isEmpty())
        text += QStringLiteral(" (%1)").arg(r.specialLabel);
    return text;
}

} // namespace hk::RollText
