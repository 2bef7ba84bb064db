#pragma once

#include <QObject>
#include <QString>
#include <QTest>


namespace hk::test {

// Why: every test executable must fail on a warning nobody expected (issue 36), and one forgotten line in one
// test class must not hide it. Each QtTest class derives from StrictTest instead of QObject. QtTest finds the
// inherited init() slot by name and runs it before every test function and data row (Qt clears the pattern
// after each), and the constructor covers initTestCase(). A class with its own init() calls StrictTest::init()
// first. A warning a test provokes on purpose is announced with QTest::ignoreMessage.
class StrictTest : public QObject
{
    Q_OBJECT
public:
    StrictTest();

protected Q_SLOTS:
    void init();

protected:
    // Any warning from here to the end of the current test function (or initTestCase) fails it, save the
    // offscreen platform's "This plugin does not support ..." (StrictTest.cpp).
    static void failOnAnyWarning();
};

// Where a test helper was called from, for its failure message: the default argument
// `CallSite where = HK_CALL_SITE` takes the caller's file and line. (std::source_location would do, but
// Debian's clang 14 cannot compile it with libstdc++ 12; both compilers have these builtins.)
struct CallSite
{
    const char* file = "";
    int line = 0;
};
#define HK_CALL_SITE (hk::test::CallSite{__builtin_FILE(), __builtin_LINE()})

// A set-up step that went wrong fails the current test, with the caller's file and line. For helpers that
// return a value, where QFAIL (which returns void) cannot be used; the caller still checks what it got. Outside
// a test function (a static set-up) it stops the test executable.
inline void setupFailed(const QString& what, CallSite where = HK_CALL_SITE)
{
    if (!QTest::currentTestFunction())
        qFatal("%s:%d: %s", where.file, where.line, qPrintable(what));
    QTest::qFail(qPrintable(what), where.file, where.line);
}

} // namespace hk::test
