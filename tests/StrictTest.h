#pragma once

#include <QObject>
#include <QString>
#include <QTest>

#include <source_location>

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

// A set-up step that went wrong fails the current test, with the caller's file and line. For helpers that
// return a value, where QFAIL (which returns void) cannot be used; the caller still checks what it got. Outside
// a test function (a static set-up) it stops the test executable.
inline void setupFailed(const QString& what, std::source_location where = std::source_location::current())
{
    if (!QTest::currentTestFunction())
        qFatal("%s:%d: %s", where.file_name(), int(where.line()), qPrintable(what));
    QTest::qFail(qPrintable(what), where.file_name(), int(where.line()));
}

} // namespace hk::test
