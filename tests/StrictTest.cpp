#include "StrictTest.h"

#include <QRegularExpression>
#include <QTest>

namespace hk::test {

StrictTest::StrictTest()
{
    failOnAnyWarning();
}

void StrictTest::init()
{
    failOnAnyWarning();
}

void StrictTest::failOnAnyWarning()
{
    // The one exception: the offscreen platform the tests run on cannot do a few things a desktop does (the size
    // hints of a shown window, for one) and says "This plugin does not support ...". That is the test machine,
    // not Hexkeeper.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support ).*")));
}

} // namespace hk::test
