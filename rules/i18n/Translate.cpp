#include "i18n/Translate.h"

#include <QCoreApplication>

namespace hk {

QString translateIn(const char* context, const char* text, const char* disambiguation, int n)
{
    const QString own = QCoreApplication::translate(context, text, disambiguation, n);
    // What translate() gives when nothing is found (the text with %n filled in), by asking a context no
    // translator has.
    const QString untranslated = QCoreApplication::translate("hk::untranslated", text, disambiguation, n);
    if (own != untranslated)
        return own;
    return QCoreApplication::translate("hk", text, disambiguation, n);
}

} // namespace hk
