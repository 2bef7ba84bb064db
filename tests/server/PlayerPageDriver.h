#pragma once

// What a player does on the players' page, in a real browser: run a script, type into a field, read the reply
// next to a form, find his newest request of a kind. Why a class of its own: the browser test driven by the model
// and the one driven by the GM's window (tst_players_gm_accepts) fill the same forms the same way.
#include "HeadlessChromium.h"
#include "StrictTest.h"

#include <QJsonObject>
#include <QPair>

namespace hk::test {

class PlayerPageDriver
{
public:
    explicit PlayerPageDriver(HeadlessChromium& chromium) : m_chromium(chromium) {}

    // A text as a JavaScript string literal.
    static QString js(const QString& text) { return QStringLiteral("'%1'").arg(QString(text).replace(QLatin1Char('\''), QStringLiteral("\\'"))); }

    // Runs a script in the page; false (with what the page said) when it threw.
    [[nodiscard]] bool run(const QString& script)
    {
        const QJsonValue v = m_chromium.evaluate(QStringLiteral("(() => { try { %1; return 'ok'; } catch (e) { return String(e); } })()").arg(script));
        if (v.toString() == QLatin1String("ok"))
            return true;
        hk::test::setupFailed(QString::asprintf("%s: %s", qPrintable(script), qPrintable(v.toString())));
        return false;
    }

    // Types into a field as a player would: the value, then the input and change events the page listens to.
    [[nodiscard]] bool type(const QString& selector, const QString& value)
    {
        return run(QStringLiteral("const n = document.querySelector(%1); n.value = %2; n.dispatchEvent(new Event('input', {bubbles: true}));"
                                  " n.dispatchEvent(new Event('change', {bubbles: true}))")
                       .arg(js(selector), js(value)));
    }

    // Ticks a checkbox as a player would.
    [[nodiscard]] bool tick(const QString& selector, bool on)
    {
        return run(QStringLiteral("const n = document.querySelector(%1); n.checked = %2; n.dispatchEvent(new Event('change', {bubbles: true}))")
                       .arg(js(selector), on ? QStringLiteral("true") : QStringLiteral("false")));
    }

    // The reply shown in an <output> once the server answered: {text, error}; an empty text after 3 s.
    QPair<QString, bool> replyOf(const QString& selector)
    {
        const QString ready = QStringLiteral("(() => { const o = document.querySelector(%1); return !!o && o.textContent !== '' && "
                                             "!o.classList.contains('is-waiting'); })()").arg(js(selector));
        if (!m_chromium.waitUntil(ready, 3000))
            return {};
        return {m_chromium.evaluate(QStringLiteral("document.querySelector(%1).textContent").arg(js(selector))).toString(),
                m_chromium.evaluate(QStringLiteral("document.querySelector(%1).classList.contains('is-error')").arg(js(selector))).toBool()};
    }

    // The page's newest request of a kind, from the snapshot it drew: {"r12", "pending"}.
    QPair<QString, QString> requestOnPage(const QString& kind)
    {
        const QJsonObject r = m_chromium.evaluate(QStringLiteral("(HexkeeperPage.ui.snapshot.requests || []).find((r) => r.kind === %1) || {}").arg(js(kind)))
                                  .toObject();
        return {r.value(QLatin1String("id")).toString(), r.value(QLatin1String("status")).toString()};
    }

    // The page's row of a request, as a script expression.
    static QString requestRow(const QString& key) { return QStringLiteral("document.querySelector('#requests li[data-request=\"%1\"]')").arg(key); }

private:
    HeadlessChromium& m_chromium;
};

} // namespace hk::test
