#include "i18n/Translate.h"

#include <QCoreApplication>

namespace hk {

QString translateIn(std::initializer_list<const char*> contexts, const char* text, const char* disambiguation, int n)
{
    // What translate() gives when nothing is found (the text with %n filled in): a context no translator has.
    const QString untranslated = QCoreApplication::translate("hk::untranslated", text, disambiguation, n);
    for (const char* context : contexts) {
        const QString found = QCoreApplication::translate(context, text, disambiguation, n);
        if (found != untranslated)
            return found;
    }
    return QCoreApplication::translate("hk", text, disambiguation, n);
}

} // namespace hk
