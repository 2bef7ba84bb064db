#pragma once

#include <QString>

namespace hk {

// QCoreApplication::translate for the files that wrap tr() in a free function for a class's context.
// Why: lupdate files a tr() called from a free function under the enclosing namespace ("hk"), not under
// the context the wrapper asks for at run time, so the translation would never be found. This looks in
// the wrapper's context first and then where lupdate put it.
QString translateIn(const char* context, const char* text, const char* disambiguation = nullptr, int n = -1);

} // namespace hk
