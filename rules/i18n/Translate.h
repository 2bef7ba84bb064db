#pragma once

#include <QString>

#include <initializer_list>

namespace hk {

// QCoreApplication::translate for the files that wrap tr() in a free function. Why: lupdate files a tr()
// call under the class or namespace the call stands in (a free function of namespace hk: "hk"), never
// under the context a wrapper names at run time, so a wrapper must ask where lupdate put its strings:
// the contexts given (the file's class or namespace first), then "hk".
QString translateIn(std::initializer_list<const char*> contexts, const char* text, const char* disambiguation = nullptr,
                    int n = -1);
inline QString translateIn(const char* context, const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({context}, text, disambiguation, n);
}

} // namespace hk
