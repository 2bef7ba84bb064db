#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QString>

namespace hk {

// A token bucket per key (a peer address, a player's link): a burst of `capacity` requests, then `perSecond`
// more each second. Why: a phone left in a loop, or a page someone scripted, must not flood the GM's
// campaign with rolls or his machine with requests.
class RateLimiter
{
public:
    RateLimiter(double capacity, double perSecond) : m_capacity(capacity), m_perSecond(perSecond) { m_clock.start(); }

    // Takes one token for key; false when its bucket is empty (the request should be refused).
    bool allow(const QString& key);
    void forget(const QString& key) { m_buckets.remove(key); }

private:
    struct Bucket
    {
        double tokens = 0;
        qint64 at = 0; // ms on m_clock when last filled
    };
    double m_capacity;
    double m_perSecond;
    QElapsedTimer m_clock;
    QHash<QString, Bucket> m_buckets;
};

} // namespace hk
